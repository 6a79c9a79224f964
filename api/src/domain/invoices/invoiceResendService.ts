/**
 * Staff send an issued invoice to its member again (issue 9 §6 "invoices … resend"): by email when the
 * member has one, else by SMS, with the invoice number, the total and where to download it (the PDF
 * itself stays behind the member's sign-in). At most once a minute per invoice (a quota, db/quota.ts); audited.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter } from '../../adapters/messaging';
import { recordAction } from '../../audit/recordAction';
import { takeQuota } from '../../db/quota';
import type { CallContext } from '../../callContext';
import { env } from '../../config/env';
import { refusal } from '../errors';
import { maskEmail, maskPhone } from '../../validation/masking';
import { formatPaise, toPaise } from '../../validation/money';
import { queueMessage } from '../messages';

export const RESEND_EVERY_SECONDS = 60;

export async function resendInvoice(db: Knex, messaging: MessagingAdapter, call: CallContext, invoiceId: number) {
  const invoice = await db('invoices as i')
    .join('orders as o', 'o.id', 'i.order_id')
    .join('users as u', 'u.id', 'i.user_id')
    .where('i.id', invoiceId)
    .first('i.id', 'i.invoice_number', 'i.total', 'i.status', 'o.order_number', 'u.name', 'u.email', 'u.mobile');
  if (!invoice) throw refusal('INVOICE_NOT_FOUND', {});
  if (invoice.status !== 'issued') throw refusal('RESEND_ONLY_ISSUED', {});
  const channel = invoice.email ? 'email' : invoice.mobile ? 'sms' : null;
  if (!channel) throw refusal('RESEND_NO_CONTACT', {});
  // The cool-down is a quota of one per minute, taken before sending: two staff clicking at once send once.
  const refused = await takeQuota(db, { key: `invoice-resend:${invoiceId}`, max: 1, windowSeconds: RESEND_EVERY_SECONDS });
  if (refused) throw refusal('RESEND_WAIT', {}, undefined, { retryAfterSeconds: refused.retryAfter });
  const total = formatPaise(toPaise(invoice.total));
  const link = `${env.publicOrigin}/my-invoices`;
  const to = channel === 'email' ? String(invoice.email) : String(invoice.mobile);
  const queued =
    channel === 'email'
      ? await queueMessage(db, {
          template: 'invoice-resend-email',
          to,
          essential: true,
          variables: { name: String(invoice.name), invoice: invoice.invoice_number, total, order: invoice.order_number, link },
        })
      : await queueMessage(db, {
          template: 'invoice-resend-sms',
          to,
          essential: true,
          variables: { invoice: invoice.invoice_number, total, link },
        });
  if (queued.status === 'queued') await messaging.deliverNow(db, [queued.id]);
  const sentTo = channel === 'email' ? maskEmail(to) : maskPhone(to);
  await recordAction(db, call, { resource: 'invoices', recordId: invoiceId, action: 'resend', after: { channel, to: sentTo } });
  return { message: `Invoice sent to ${sentTo}.`, channel, sentTo };
}
