/**
 * GSTIN watches (issue 10 §3): a member watches a GSTIN (typically one of their buyers) and is told
 * when a case against it is verified, partly or fully settled. Alerts are queued in the case's own
 * transaction and sent after the commit (case_messages); the reporter of the case is not alerted.
 * An alert is not essential: a watcher who turned SMS or email off for alerts is not sent one there. Its
 * text is the database template gstin-watch-<status>-<channel> (English and Hindi).
 */
import type { Knex } from 'knex';
import { formatPaise, fromPaise, toPaise } from '../../validation';
import { channelAllowed } from '../messages';
import { notifyEach } from '../notifications';
import { messagesFor, queueCaseMessages } from './caseMessages';

export const WATCHED_STATUSES = ['verified', 'partial_settled', 'full_settled'] as const;

const WHAT: Record<(typeof WATCHED_STATUSES)[number], string> = {
  verified: 'has been verified',
  partial_settled: 'has been partly settled',
  full_settled: 'has been fully settled',
};

export async function queueWatchAlerts(trx: Knex.Transaction, caseId: number, to: string): Promise<number> {
  if (!(WATCHED_STATUSES as readonly string[]).includes(to)) return 0;
  const c = await trx('defaulter_cases')
    .where({ id: caseId })
    .first('defaulter_gstin', 'defaulter_name', 'due_amount', 'settled_amount', 'reporter_user_id');
  const watchers = await trx('gstin_watches as w')
    .join('users as u', 'u.id', 'w.user_id')
    .where('w.gstin', c.defaulter_gstin)
    .whereNot('w.user_id', c.reporter_user_id)
    .where('u.status', 1)
    .select('u.id', 'u.mobile', 'u.email');
  // In the app too: a watched business got a new verified case (issue 20 §4).
  if (to === 'verified')
    await notifyEach(
      trx,
      watchers.map((w) => Number(w.id)),
      {
        kind: 'watch_new_case',
        params: {
          defaulter_name: String(c.defaulter_name),
          gstin: String(c.defaulter_gstin),
          amount: fromPaise(toPaise(c.due_amount) - toPaise(c.settled_amount)),
        },
        link: '/cir-report',
      },
    );
  const reachable = [];
  for (const w of watchers)
    reachable.push({
      mobile: (await channelAllowed(trx, Number(w.id), 'sms')) ? w.mobile : null,
      email: (await channelAllowed(trx, Number(w.id), 'email')) ? w.email : null,
    });
  if (!reachable.some((w) => w.mobile || w.email)) return 0;
  const outstanding = formatPaise(toPaise(c.due_amount) - toPaise(c.settled_amount));
  const line = `A reported due against ${c.defaulter_name} (GSTIN ${c.defaulter_gstin}), which you watch, ${WHAT[to as keyof typeof WHAT]}. Outstanding now: ${outstanding}.`;
  return queueCaseMessages(
    trx,
    messagesFor(reachable, {
      case_id: caseId,
      kind: `gstin-watch-${to.replace('_', '-')}`,
      subject: `Update on ${c.defaulter_name} (${c.defaulter_gstin})`,
      sms: line,
      email: line,
      variables: { defaulter: String(c.defaulter_name), defaulter_gstin: String(c.defaulter_gstin), outstanding },
    }),
  );
}
