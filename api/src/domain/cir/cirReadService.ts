/**
 * Reading credit reports back (issue 11 §2). A report reads exactly as it was stored (its snapshot),
 * never recomputed. Who may read one: the member who generated it, and staff with CIR → detailView
 * (other staff: 403, as on every staff route); another member gets 404, as if it did not exist.
 * Reports made before reports were stored whole (no snapshot) are neither listed nor readable.
 * The verification code printed on the PDF answers, to anyone, whether the report is genuine and the
 * facts needed to compare with the page: its key figures and fingerprint (./cirVerification.ts) — nothing more.
 */
import type { Knex } from 'knex';
import { can } from '../../auth';
import type { SignedInCall } from '../../callContext';
import type { CirPurpose, CirReportListItem, CirReportSnapshot, CirReportView, CirVerification } from '../../contracts/cir';
import { reason, refusal } from '../errors';
import { fromPaise, toPaise } from '../../validation/money';
import { VERIFICATION_CODE_PATTERN } from './cirRules';
import { cirSnapshotHash, verifiedFigures } from './cirVerification';

type Db = Knex | Knex.Transaction;

export const CIR_PAGE_SIZE = 25;

const snapshotOf = (raw: unknown): CirReportSnapshot => (typeof raw === 'string' ? JSON.parse(raw) : raw) as CirReportSnapshot;
const money = (v: unknown) => fromPaise(toPaise(String(v ?? '0')));

/** The stored report with its charge, by id (the caller has been checked), or 404. */
export async function cirReportView(db: Db, id: number): Promise<CirReportView> {
  const row = await db('cir_reports as r')
    .leftJoin('invoices as i', 'i.id', 'r.invoice_id')
    .where('r.id', id)
    .whereNotNull('r.snapshot')
    .first('r.id', 'r.status', 'r.purpose', 'r.fee', 'r.created_at', 'r.snapshot', 'i.invoice_number');
  if (!row) throw refusal('CIR_NOT_FOUND', {});
  return {
    id: Number(row.id),
    status: row.status,
    purpose: row.purpose as CirPurpose,
    charged: money(row.fee),
    invoice_number: row.invoice_number ?? null,
    created_at: new Date(row.created_at).toISOString(),
    snapshot: snapshotOf(row.snapshot),
  };
}

export function cirReportId(raw: unknown): number {
  const s = String(raw ?? '');
  if (!/^\d{1,15}$/.test(s)) throw refusal('CIR_NOT_FOUND', {});
  return Number(s);
}

/** GET /api/cir/reports/:id — the generating member, or staff with CIR → detailView. */
export async function readCirReport(db: Knex, call: SignedInCall, id: number): Promise<CirReportView> {
  const { who } = call;
  if (who.roleType === 'admin') {
    if (!can(who, 'CIR', 'detailView')) throw refusal('CIR_NOT_PERMITTED', {});
  } else {
    const own = await db('cir_reports').where({ id, user_id: who.userId }).first('id');
    if (!own) throw refusal('CIR_NOT_FOUND', {});
  }
  return cirReportView(db, id);
}

/** GET /api/cir/reports?page= — the caller's reports, newest first, 25 a page. */
export async function listCirReports(db: Knex, call: SignedInCall, pageRaw: unknown): Promise<CirReportListItem[]> {
  const page = pageRaw === undefined || pageRaw === '' ? 1 : Number(pageRaw);
  if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) throw refusal('CIR_PAGE', {}, { page: reason('CIR_PAGE_FIELD', {}) });
  const rows = await db('cir_reports')
    .where({ user_id: call.who.userId })
    .whereNotNull('snapshot')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset((page - 1) * CIR_PAGE_SIZE)
    .limit(CIR_PAGE_SIZE)
    .select('id', 'subject_gstin', 'subject_name', 'score', 'band', 'purpose', 'fee', 'generated_at', 'created_at');
  return rows.map((r) => ({
    id: Number(r.id),
    subject_gstin: String(r.subject_gstin),
    subject_name: r.subject_name ?? null,
    score: r.score === null ? null : Number(r.score),
    band: r.band ?? null,
    purpose: r.purpose as CirPurpose,
    charged: money(r.fee),
    generated_at: new Date(r.generated_at ?? r.created_at).toISOString(),
  }));
}

/**
 * GET /api/cir/verify/:code — anyone. A code of the wrong shape is 400; a well-formed code no report
 * carries answers 200 { genuine: false } (the page then says the PDF is not one of ours).
 */
export async function verifyCirReport(db: Knex, rawCode: unknown): Promise<CirVerification> {
  const code = String(rawCode ?? '')
    .trim()
    .toUpperCase();
  if (!VERIFICATION_CODE_PATTERN.test(code)) throw refusal('CIR_VERIFY_CODE', {}, { code: reason('CIR_VERIFY_CODE_FIELD', {}) });
  const row = await db('cir_reports')
    .where({ verification_code: code, status: 'generated' })
    .whereNotNull('snapshot')
    .first('subject_gstin', 'subject_name', 'score', 'band', 'generated_at', 'created_at', 'snapshot');
  if (!row) return { genuine: false };
  const snapshot = snapshotOf(row.snapshot);
  return {
    genuine: true,
    report: {
      subject_gstin: String(row.subject_gstin),
      subject_name: String(row.subject_name ?? row.subject_gstin),
      score: row.score === null ? null : Number(row.score),
      band: row.band ?? null,
      generated_at: new Date(row.generated_at ?? row.created_at).toISOString(),
      figures: verifiedFigures(snapshot),
      content_hash: cirSnapshotHash(snapshot),
    },
  };
}
