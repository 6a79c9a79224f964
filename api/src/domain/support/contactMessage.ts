/**
 * The public contact form (POST utils/sendmail, the /contact page of spec §2): what a visitor may
 * send, and the mail support receives. Pure; ./contactMessageService.ts queues it.
 */
import { contactMessageSchema, type ContactMessage } from '../../contracts/contactMessage';
import { maskEmail, maskPhone } from '../../validation';

export { contactMessageSchema, type ContactMessage };

/** The mail to the support address: who wrote (so support can answer) and what. */
export function contactMail(m: ContactMessage, brand: string): { subject: string; body: string } {
  return {
    subject: `${brand} contact form: ${m.name}`,
    body: [`From: ${m.name}`, `Email: ${m.email}`, `Mobile: ${m.mobile}`, '', m.message].join('\n'),
  };
}

/** What the audit row keeps of a message: who wrote, masked (the message itself is in the outbox). */
export const contactAuditSummary = (m: ContactMessage) => ({ name: m.name, email: maskEmail(m.email), mobile: maskPhone(m.mobile) });
