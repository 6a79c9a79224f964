/**
 * The public contact form (POST utils/sendmail, the /contact page of spec §2): what a visitor may
 * send, and the mail support receives. Pure; ./contactMessageService.ts queues it.
 */
import { z } from 'zod';
import { emailSchema, maskEmail, maskPhone, mobileSchema } from '../../validation';

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: (iss) => (iss.input == null ? `Please enter your ${what}.` : `Enter your ${what} as text.`) })
    .trim()
    .min(min, min > 1 ? `Please enter your ${what} (at least ${min} characters).` : `Please enter your ${what}.`)
    .max(max, `Your ${what} can have at most ${max} characters.`);

export const contactMessageSchema = z.object({
  name: text('name', 2, 120),
  email: emailSchema,
  mobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), mobileSchema),
  message: text('message', 10, 5000),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The mail to the support address: who wrote (so support can answer) and what. */
export function contactMail(m: ContactMessage, brand: string): { subject: string; body: string } {
  return {
    subject: `${brand} contact form: ${m.name}`,
    body: [`From: ${m.name}`, `Email: ${m.email}`, `Mobile: ${m.mobile}`, '', m.message].join('\n'),
  };
}

/** What the audit row keeps of a message: who wrote, masked (the message itself is in the outbox). */
export const contactAuditSummary = (m: ContactMessage) => ({ name: m.name, email: maskEmail(m.email), mobile: maskPhone(m.mobile) });
