/**
 * Runs the plan-expiry rules (./planExpiry.ts) against the database: each ended plan is expired and
 * logged once (plan_expiry_logs, 'expired'), each reminder is logged and sent once (SMS and email
 * queued in the outbox from the plan-expiry-reminder-* templates, in the same transaction as its log row). Safe to run again, and at
 * the same time on several servers: the status change and the unique log index decide who does it.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter } from '../../adapters/messaging';
import { updateAuditedIf } from '../../audit/auditedWrite';
import type { CallContext } from '../../callContext';
import { queueMessage } from '../messages';
import { notify } from '../notifications';
import { formatDate } from '../../validation';
import { expiryActions, reminderNote, REMINDER_DAYS, type ExpiryAction } from './planExpiry';

const JOB_CALL: CallContext = { who: null, ip: null, requestId: 'job:plan-expiry' };
const DAY_MS = 86_400_000;

interface Row {
  id: number;
  user_id: number;
  business_id: number | null;
  ends_at: Date;
  plan_name: string;
  mobile: string | null;
  email: string | null;
}

export async function runPlanExpiry(
  db: Knex,
  messaging: MessagingAdapter,
  now = new Date(),
): Promise<{ expired: number; reminded: number }> {
  const horizon = new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS);
  const rows: Row[] = await db('subscriptions as s')
    .join('plan_versions as v', 'v.id', 's.plan_version_id')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.status', 'active')
    .where('s.ends_at', '<=', horizon)
    .select('s.id', 's.user_id', 's.business_id', 's.ends_at', 'p.name as plan_name', 'u.mobile', 'u.email');
  const byId = new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), ends_at: new Date(r.ends_at) }]));
  let expired = 0;
  let reminded = 0;
  for (const action of expiryActions([...byId.values()], now)) {
    const sub = byId.get(action.subscriptionId)!;
    if (action.kind === 'expire') expired += (await expire(db, sub, now)) ? 1 : 0;
    else reminded += (await remind(db, sub, action)) ? 1 : 0;
  }
  // The reminders were queued with their log rows; send them now rather than at the outbox job's next run.
  if (reminded) await messaging.deliverQueued(db);
  return { expired, reminded };
}

async function expire(db: Knex, sub: Row, now: Date): Promise<boolean> {
  return db.transaction(async (trx) => {
    const changed = await updateAuditedIf(
      trx,
      JOB_CALL,
      'subscriptions',
      Number(sub.id),
      (q) => void q.where({ status: 'active' }).where('ends_at', '<=', now),
      { status: 'expired', updated_at: trx.fn.now() },
      {
        resource: 'subscriptions',
        action: 'expire',
        before: { status: 'active' },
        returning: ['id'],
        shown: () => ({ status: 'expired' }),
      },
    );
    if (!changed) return false; // another run got there first
    await trx('plan_expiry_logs').insert({
      user_id: sub.user_id,
      business_id: sub.business_id,
      subscription_id: sub.id,
      plan_name: sub.plan_name,
      expired_at: sub.ends_at,
      action: 'expired',
      note: 'Plan period ended',
    });
    await notify(trx, { userId: sub.user_id, kind: 'plan_expired', params: { plan_name: sub.plan_name }, link: '/dashboard' });
    return true;
  });
}

async function remind(db: Knex, sub: Row, action: Extract<ExpiryAction, { kind: 'remind' }>): Promise<boolean> {
  return db.transaction(async (trx) => {
    const logged = await trx('plan_expiry_logs')
      .insert({
        user_id: sub.user_id,
        business_id: sub.business_id,
        subscription_id: sub.id,
        plan_name: sub.plan_name,
        expired_at: sub.ends_at,
        action: 'reminder_sent',
        note: reminderNote(action.daysBefore),
      })
      .onConflict(
        db.raw(
          "(subscription_id, action, coalesce(note, '')) WHERE subscription_id IS NOT NULL AND action IN ('expired', 'reminder_sent')",
        ),
      )
      .ignore()
      .returning('id');
    if (!logged.length) return false; // already reminded
    // A reminder is not essential: a member who turned a channel off does not get it there.
    const d = action.daysBefore;
    const variables = { plan: sub.plan_name, when: d === 1 ? 'tomorrow' : `in ${d} days`, date: formatDate(sub.ends_at) };
    const common = { language: 'en' as const, variables, essential: false, userId: sub.user_id };
    if (sub.mobile) await queueMessage(trx, { template: 'plan-expiry-reminder-sms', to: sub.mobile, ...common });
    if (sub.email) await queueMessage(trx, { template: 'plan-expiry-reminder-email', to: sub.email, ...common });
    await notify(trx, {
      userId: sub.user_id,
      kind: 'plan_expiring',
      params: { plan_name: sub.plan_name, days: String(d), ends_on: formatDate(sub.ends_at) },
      link: sub.business_id ? `/subscription/renew/${sub.business_id}` : '/dashboard',
    });
    return true;
  });
}
