/**
 * What staff must look at about the gateway's money (issue 18 #4), one row per kind and gateway
 * payment (payment_reconciliation_findings; a finding is never recorded twice):
 *
 * - late_payment         a captured payment the order could not take (it was paid already, or closed):
 *                        credited to the member's wallet by the settlement, listed here for staff;
 * - wrong_amount         a captured payment of another amount than the open order asked for: credited
 *                        to the wallet, the order stays open;
 * - captured_not_booked  the daily reconciliation: the gateway captured it, the ledger has no journal for it;
 * - booked_not_captured  the ledger books a gateway payment the gateway does not list as captured;
 * - amount_mismatch      both know it, with different amounts.
 *
 * Staff read them in the back office (Monitoring → Payment reconciliation, and on the order's page).
 */
import type { Knex } from 'knex';
import { fromPaise } from '../../validation/money';

export type FindingKind = 'late_payment' | 'wrong_amount' | 'captured_not_booked' | 'booked_not_captured' | 'amount_mismatch';

export interface Finding {
  kind: FindingKind;
  gateway: string;
  gatewayPaymentId: string;
  orderId: number | null;
  gatewayPaise: number | null;
  ledgerPaise: number | null;
  note: string;
  detail?: unknown;
}

/** Records a finding once; true when it is new. */
export async function recordFinding(db: Knex | Knex.Transaction, f: Finding): Promise<boolean> {
  const inserted = await db('payment_reconciliation_findings')
    .insert({
      kind: f.kind,
      gateway: f.gateway,
      gateway_payment_id: f.gatewayPaymentId,
      order_id: f.orderId,
      gateway_amount: f.gatewayPaise === null ? null : fromPaise(f.gatewayPaise),
      ledger_amount: f.ledgerPaise === null ? null : fromPaise(f.ledgerPaise),
      note: f.note.slice(0, 300),
      detail: f.detail === undefined ? null : JSON.stringify(f.detail),
    })
    .onConflict(['kind', 'gateway', 'gateway_payment_id'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
