/**
 * The in-app notifications a case's move sends (issue 20 §4), in the move's transaction: the reporter
 * hears that their report is verified, needs documents or is rejected, and that it was disputed; both
 * sides hear how a dispute was decided. The reported side is the member who proved control of the
 * defaulter's GSTIN (none: nobody to tell in the app).
 */
import type { Knex } from 'knex';
import { controllingUserId } from '../businesses';
import type { CaseMove } from '../defaulterCases';
import { notify, notifyEach } from '../notifications';

const UPHELD = new Set(['wrongly_reported', 'removed']);

export async function notifyCaseMove(trx: Knex.Transaction, move: CaseMove): Promise<void> {
  const relevant = move.from === 'disputed' || ['verified', 'more_details_required', 'rejected', 'disputed'].includes(move.to);
  if (!relevant) return;
  const c = await trx('defaulter_cases').where({ id: move.caseId }).first('id', 'reporter_user_id', 'defaulter_name', 'defaulter_gstin');
  if (!c) return;
  const reporter = Number(c.reporter_user_id);
  const params = { case_id: String(c.id), defaulter_name: String(c.defaulter_name) };
  const link = `/defaulter-detail/${c.id}`;
  if (move.from === 'disputed') {
    const reported = await controllingUserId(trx, String(c.defaulter_gstin));
    const kind = UPHELD.has(move.to) ? 'dispute_upheld' : 'dispute_rejected';
    await notify(trx, { userId: reporter, kind, params, link });
    if (reported && reported !== reporter) await notify(trx, { userId: reported, kind, params, link: '/claims' });
    return;
  }
  if (move.to === 'verified') await notify(trx, { userId: reporter, kind: 'case_verified', params, link });
  else if (move.to === 'more_details_required') await notify(trx, { userId: reporter, kind: 'case_needs_documents', params, link });
  else if (move.to === 'rejected') await notify(trx, { userId: reporter, kind: 'case_rejected', params, link });
  else if (move.to === 'disputed') await notifyEach(trx, [reporter], { kind: 'dispute_received', params, link });
}
