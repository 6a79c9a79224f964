import { recordAction } from '../../audit/recordAction';
import type { CallContext } from '../../callContext';
import { env } from '../../config/env';
import { takeQuota } from '../../db/quota';
import type { AppContext } from '../../context';
import { settingValues } from '../settings';
import { refusal } from '../errors';
import { contactAuditSummary, contactMail, type ContactMessage } from './contactMessage';

const AUDIT_RESOURCE = 'contact-messages';

/** Messages from one IP in the window: a quota (db/quota.ts) taken before the message is queued. */
async function assertIpMayWrite(ctx: AppContext, ip: string | null) {
  if (!ip) return;
  const refused = await takeQuota(ctx.db, { key: `contact-message:ip:${ip}`, ...ctx.limits.contactMessagesPerIp });
  if (refused) throw refusal('CONTACT_MESSAGES_LIMIT', {}, undefined, { retryAfterSeconds: refused.retryAfter });
}

/**
 * Queues a contact-form message to the support address of global settings (`support-mail`) through
 * the messaging adapter's outbox, and audits it (who wrote, masked). The caller checked the captcha.
 */
export async function queueContactMessage(ctx: AppContext, call: CallContext, message: ContactMessage): Promise<void> {
  await assertIpMayWrite(ctx, call.ip);
  const supportMail = (await settingValues(ctx.db, ['support-mail'])).get('support-mail')?.value;
  if (!supportMail) throw refusal('CONTACT_FORM_UNAVAILABLE', {});
  const sent = await ctx.messaging.send(ctx.db, {
    channel: 'email',
    to: supportMail,
    template: 'contact-form',
    ...contactMail(message, env.brand),
  });
  await recordAction(ctx.db, call, { resource: AUDIT_RESOURCE, recordId: sent.id, action: 'send', after: contactAuditSummary(message) });
}
