/**
 * The member's open settlement requests, on either side, each with its next step and whose it is
 * (issue 21 §2 and §7): what the member dashboard shows so a member sees at once where a settlement
 * waits on them. The step comes from the rule the settlement page uses (contracts/settlementSteps.ts).
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import type { OpenSettlement } from '../../contracts/memberDashboard';
import type { SettlementDetailsView } from '../../contracts/settlement';
import { settlementNextStep, settlementStepFacts } from '../../contracts/settlementSteps';
import { mySettlementRequests, settlementRequestDetails } from './settlementViewService';

const OPEN = new Set(['initialised', 'inprogress', 'approved']);

/** Open requests, newest first; `limit` of them carry their next step (each is read in full). */
export async function openSettlements(db: Knex, call: SignedInCall, limit = 5): Promise<{ total: number; items: OpenSettlement[] }> {
  const open = (await mySettlementRequests(db, call)).filter((r) => OPEN.has(r.status));
  const items = await Promise.all(
    open.slice(0, limit).map(async (r) => {
      const d = (await settlementRequestDetails(db, call, r.id)) as unknown as SettlementDetailsView;
      const viewer = r.my_side === 'reporter' ? 'reporter' : 'defaulter';
      return {
        id: r.id,
        case_id: r.case_id,
        my_side: viewer,
        counterparty: viewer === 'reporter' ? String(r.defaulter_name) : (d.case.reporter_name ?? ''),
        amount: r.amount,
        paid_amount: r.paid_amount,
        status: r.status,
        next: settlementNextStep(settlementStepFacts(d), viewer),
      } satisfies OpenSettlement;
    }),
  );
  return { total: open.length, items };
}
