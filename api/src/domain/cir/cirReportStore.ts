/**
 * Storing a credit information report (issue 11 §2), inside the caller's transaction: the snapshot
 * is built, the charge taken (when the report pays from the wallet) and the cir_reports row written
 * with its audit — the one way a report is made, whether the wallet pays (cirReportService) or the
 * gateway's checkout paid first (cirOrderDelivery, from the order's settlement).
 */
import type { Knex } from 'knex';
import { insertAudited } from '../../audit/auditedWrite';
import type { CallContext } from '../../callContext';
import type { CirPurpose, CirReportView } from '../../contracts/cir';
import { fromPaise } from '../../validation/money';
import { newVerificationCode } from './cirRules';
import { buildCirSnapshot } from './cirSnapshot';
import type { CirBasis } from './cirPricing';
import { notify } from '../notifications';

/**
 * What paid for a report: its order, ledger journal and GST invoice. The invoice's id is taken
 * beforehand; issueInvoice() numbers and writes it, called as the transaction's last statement (the
 * year's number counter, which every invoice waits for, is then held only to the commit).
 */
export interface CirCharge {
  orderId: number;
  invoiceId: number;
  journalId: number | null;
  issueInvoice: () => Promise<{ invoiceNumber: string }>;
}

export interface CirReportToStore {
  userId: number;
  /** The member's business the enquiry is made from. */
  businessId: number;
  gstin: string;
  purpose: CirPurpose;
  /** On the member's own PAN: its report lists who enquired. */
  own: boolean;
  basis: CirBasis;
  /** What the member paid for it (fee + GST), paise. */
  chargedPaise: number;
  /**
   * The charge: already taken (the order paid through checkout), or taken now that the report has its
   * id (from the wallet). Either way its invoice is issued last.
   */
  charge: CirCharge | null | ((reportId: number) => Promise<CirCharge | null>);
  /** The member's Idempotency-Key and request hash (POST /api/cir/reports); null when an order carries them. */
  idempotencyKey: string | null;
  requestHash: string | null;
  now: Date;
}

export async function storeCirReport(trx: Knex.Transaction, call: CallContext, r: CirReportToStore): Promise<CirReportView> {
  const { rows } = await trx.raw(`SELECT nextval(pg_get_serial_sequence('cir_reports', 'id')) AS id`);
  const id = Number(rows[0].id);
  const { now } = r;
  const snapshot = await buildCirSnapshot(trx, r.gstin, { now, own: r.own, verificationCode: newVerificationCode() });
  const score = snapshot.score.kind === 'scored' ? snapshot.score : null;
  const paid = typeof r.charge === 'function' ? await r.charge(id) : r.charge;
  const charged = fromPaise(r.chargedPaise);

  await insertAudited(
    trx,
    call,
    'cir_reports',
    {
      id,
      user_id: r.userId,
      business_id: r.businessId,
      subject_gstin: r.gstin,
      subject_pan: r.gstin.slice(2, 12),
      subject_name: snapshot.subject.name.slice(0, 200),
      score: score?.score ?? null,
      band: score?.band?.name ?? null,
      reason_codes: JSON.stringify(score?.reasons.map((x) => x.code) ?? []),
      fee: charged,
      status: 'generated',
      generated_at: now,
      snapshot: JSON.stringify(snapshot),
      purpose: r.purpose,
      basis: r.basis,
      verification_code: snapshot.verification_code,
      order_id: paid?.orderId ?? null,
      invoice_id: paid?.invoiceId ?? null,
      idempotency_key: r.idempotencyKey,
      request_hash: r.requestHash,
      created_at: now,
      updated_at: now,
    },
    {
      resource: 'cir-reports',
      returning: ['id'],
      shown: () => ({
        subject_gstin: r.gstin,
        business_id: r.businessId,
        purpose: r.purpose,
        basis: r.basis,
        score: score?.score ?? null,
        charged,
        order_id: paid?.orderId ?? null,
        journal_id: paid?.journalId ?? null,
        invoice_id: paid?.invoiceId ?? null,
      }),
    },
  );
  if (r.basis === 'free_quota')
    await trx('free_benefit_tracks').insert({
      user_id: r.userId,
      benefit: 'free_cir',
      granted: 1,
      used: 1,
      note: `Used by credit report ${id} on ${r.gstin}`,
      created_at: now,
      updated_at: now,
    });

  await notify(trx, {
    userId: r.userId,
    kind: 'cir_ready',
    params: { business_name: snapshot.subject.name.slice(0, 200), gstin: r.gstin },
    link: `/cir-view?id=${id}`,
  });
  // Last: the GST invoice's number counter is held from here to the commit.
  const invoiceNumber = paid ? (await paid.issueInvoice()).invoiceNumber : null;
  // What was stored, as GET /api/cir/reports/:id reads it back (no second read of the snapshot).
  return {
    id,
    status: 'generated',
    purpose: r.purpose,
    charged,
    invoice_number: invoiceNumber,
    created_at: now.toISOString(),
    snapshot,
  };
}
