/**
 * Generating a credit information report (issue 11 §2): POST /api/cir/reports and the §7 call
 * POST /api/data/cir-data. What it costs:
 *  - a GSTIN of the member's own PAN (a GST-verified business of theirs with the same PAN) is free
 *    ('own_business') and its report lists who enquired;
 *  - otherwise the entitlements module decides for the business the enquiry is made from: a free
 *    CIR of its plan (the use is recorded in free_benefit_tracks, as the module counts it), else the
 *    plan's CIR fee + GST from the wallet (a paid order, the ledger journal and the GST tax invoice:
 *    walletServiceCharge); no plan, or a wallet that cannot pay, is 402 and nothing is written.
 * ONE transaction: the member's row is locked first (it orders this after any other money movement
 * of theirs and makes retries under one Idempotency-Key wait for the first), the snapshot is built,
 * the charge taken and the report stored — all or nothing. A retry with the same key answers the
 * report the first request made (charged once); the same key with another body is 409.
 */
import type { Knex } from 'knex';
import { writeAudit } from '../../audit/auditLog';
import type { SignedInCall } from '../../callContext';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contracts/checkout';
import { CIR_MESSAGES, cirGenerateInput, type CirGenerateInput, type CirQuote, type CirReportView } from '../../contracts/cir';
import { badRequest, conflict, HttpError, notFound } from '../../http/httpError';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { loadEntitlementFacts } from '../membership/entitlementFacts';
import { entitlement } from '../membership/entitlements';
import { chargeWalletForService, priceService, type ServicePrice } from '../payments/walletServiceCharge';
import { cirReportView } from './cirReadService';
import { cirFeeKey, newVerificationCode, requestFingerprint } from './cirRules';
import { buildCirSnapshot } from './cirSnapshot';

type Db = Knex | Knex.Transaction;

/** A 400 whose message is the first problem (a bad GSTIN reads "Enter a valid 15-character GSTIN…"). */
export function parseCirInput(body: unknown): CirGenerateInput {
  const parsed = cirGenerateInput.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Please correct the highlighted fields.', errors);
}

export function checkCirIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest('Send an Idempotency-Key header with each report: 8 to 80 letters, digits, "-", "_", "." or ":".', {
      idempotencyKey: 'Send an Idempotency-Key header (8 to 80 characters) with each report.',
    });
  return key;
}

interface EnquiringBusiness {
  id: number;
  user_id: number;
  gstin: string;
}

/** The business the enquiry is made from: one of the caller's (another's: 404), active. */
async function enquiringBusiness(db: Db, businessId: number, userId: number): Promise<EnquiringBusiness> {
  const b = await db('businesses').where({ id: businessId }).first('id', 'user_id', 'gstin', 'status');
  if (!b || Number(b.user_id) !== userId) throw notFound('We could not find that business among yours.');
  if (Number(b.status) !== 1)
    throw badRequest('This business is not active. Choose an active business to check from.', { business_id: CIR_MESSAGES.business });
  return { id: Number(b.id), user_id: Number(b.user_id), gstin: String(b.gstin) };
}

/** The member owns a GST-verified, active business of this PAN: the report is on their own business. */
async function ownsPan(db: Db, userId: number, pan: string): Promise<boolean> {
  const row = await db('businesses')
    .where({ user_id: userId, status: 1 })
    .whereRaw('substr(gstin, 3, 10) = ?', [pan])
    .whereNotNull('gst_verified_at')
    .first('id');
  return !!row;
}

type Price =
  | { allowed: true; basis: 'own_business' | 'free_quota' | 'plan_fee'; charge: ServicePrice; planVersionId: number | null }
  | { allowed: false; reason: string; message: string; freeTrialAvailable: boolean };

const FREE: ServicePrice = { feePaise: 0, gstPaise: 0, totalPaise: 0 };

async function priceOf(db: Db, business: EnquiringBusiness, own: boolean, now: Date): Promise<Price> {
  if (own) return { allowed: true, basis: 'own_business', charge: FREE, planVersionId: null };
  const facts = await loadEntitlementFacts(db, business, now);
  const e = entitlement('cir', facts);
  if (!e.allowed) return { allowed: false, reason: e.reason, message: e.message, freeTrialAvailable: e.freeTrialAvailable };
  const charge = await priceService(db, business.gstin, e.pricePaise, facts.gstPercent);
  return { allowed: true, basis: e.basis, charge, planVersionId: facts.planVersionId };
}

const QUOTE_BASIS = { own_business: 'own_business', free_quota: 'plan_free_cir', plan_fee: 'plan_fee' } as const;

/** GET /api/cir/quote: what generating a report on `gstin` from `business_id` costs now. */
export async function cirQuote(db: Knex, call: SignedInCall, query: { business_id?: unknown; gstin?: unknown }): Promise<CirQuote> {
  const input = parseCirInput({ business_id: query.business_id, gstin: query.gstin, purpose: 'other' });
  const userId = call.who.userId;
  const business = await enquiringBusiness(db, input.business_id, userId);
  const own = await ownsPan(db, userId, input.gstin.slice(2, 12));
  const price = await priceOf(db, business, own, new Date());
  const wallet = await db('users').where({ id: userId }).first('wallet_balance');
  const walletBalance = String(wallet?.wallet_balance ?? '0.00');
  if (!price.allowed)
    return {
      allowed: false,
      basis: price.reason,
      fee: '0.00',
      gst: '0.00',
      total: '0.00',
      wallet_balance: walletBalance,
      message: price.message,
    };
  const { charge } = price;
  const short = charge.totalPaise - toPaise(walletBalance);
  return {
    allowed: short <= 0,
    basis: short <= 0 ? QUOTE_BASIS[price.basis] : 'wallet_short',
    fee: fromPaise(charge.feePaise),
    gst: fromPaise(charge.gstPaise),
    total: fromPaise(charge.totalPaise),
    wallet_balance: walletBalance,
    message:
      price.basis === 'own_business'
        ? 'A report on your own business is free.'
        : price.basis === 'free_quota'
          ? 'This report is one of the free CIRs of your plan.'
          : short > 0
            ? `A report costs ${formatPaise(charge.totalPaise)} (${formatPaise(charge.feePaise)} + GST). Add ${formatPaise(short)} to your wallet to generate it.`
            : `A report costs ${formatPaise(charge.totalPaise)} (${formatPaise(charge.feePaise)} + GST), paid from your wallet.`,
  };
}

const paymentRequired = (message: string, extra: Record<string, unknown>) => new HttpError(402, message, undefined, extra);

class Replay extends Error {
  constructor(readonly reportId: number) {
    super('replay');
  }
}

/** The report an earlier request under this key made, or null; another body under the key is 409. */
async function earlierReport(db: Db, userId: number, key: string, hash: string): Promise<number | null> {
  const row = await db('cir_reports').where({ user_id: userId, idempotency_key: key }).first('id', 'request_hash');
  if (!row) return null;
  if (row.request_hash !== hash)
    throw conflict('This Idempotency-Key was already used for a different report.', {
      idempotencyKey: 'This key was already used for a different report.',
    });
  return Number(row.id);
}

async function writeReport(
  trx: Knex.Transaction,
  call: SignedInCall,
  input: CirGenerateInput,
  key: string,
  hash: string,
): Promise<CirReportView> {
  const userId = call.who.userId;
  const now = new Date();
  const member = await trx('users').where({ id: userId }).forNoKeyUpdate().first('id', 'wallet_balance');
  const earlier = await earlierReport(trx, userId, key, hash);
  if (earlier !== null) throw new Replay(earlier);

  const business = await enquiringBusiness(trx, input.business_id, userId);
  const pan = input.gstin.slice(2, 12);
  const own = await ownsPan(trx, userId, pan);
  if (!own && input.purpose === 'own_business')
    throw badRequest('This GSTIN is not one of your verified businesses. Choose why you are checking it.', {
      purpose: CIR_MESSAGES.purpose,
    });
  const price = await priceOf(trx, business, own, now);
  if (!price.allowed)
    throw paymentRequired(`${price.message} ${CIR_MESSAGES.nothingCharged}`, {
      reason: price.reason,
      free_trial_available: price.freeTrialAvailable,
    });
  const { charge } = price;
  const shortfall = charge.totalPaise - toPaise(String(member?.wallet_balance ?? '0'));
  if (charge.totalPaise > 0 && shortfall > 0)
    throw paymentRequired(
      `Add ${formatPaise(shortfall)} to your wallet to generate this report: it costs ${formatPaise(charge.totalPaise)} and your wallet holds ${formatPaise(charge.totalPaise - shortfall)}. Nothing was charged.`,
      { reason: 'wallet_short', shortfall: fromPaise(shortfall), total: fromPaise(charge.totalPaise) },
    );

  const { rows } = await trx.raw(`SELECT nextval(pg_get_serial_sequence('cir_reports', 'id')) AS id`);
  const id = Number(rows[0].id);
  const purpose = own ? 'own_business' : input.purpose;
  const snapshot = await buildCirSnapshot(trx, input.gstin, { now, own, verificationCode: newVerificationCode() });
  const score = snapshot.score.kind === 'scored' ? snapshot.score : null;

  const paid =
    charge.totalPaise > 0
      ? await chargeWalletForService(trx, call, {
          memberId: userId,
          businessId: business.id,
          purpose: 'cir',
          planVersionId: price.planVersionId,
          price: charge,
          idempotencyKey: cirFeeKey(id),
          narration: `Credit report fee: report ${id} on ${input.gstin}`,
          reference: { type: 'cir_report', id: String(id) },
        })
      : null;
  await trx('cir_reports').insert({
    id,
    user_id: userId,
    business_id: business.id,
    subject_gstin: input.gstin,
    subject_pan: pan,
    subject_name: snapshot.subject.name.slice(0, 200),
    score: score?.score ?? null,
    band: score?.band?.name ?? null,
    reason_codes: JSON.stringify(score?.reasons.map((r) => r.code) ?? []),
    fee: fromPaise(charge.totalPaise),
    status: 'generated',
    generated_at: now,
    snapshot: JSON.stringify(snapshot),
    purpose,
    basis: price.basis,
    verification_code: snapshot.verification_code,
    order_id: paid?.orderId ?? null,
    invoice_id: paid?.invoiceId ?? null,
    idempotency_key: key,
    request_hash: hash,
    created_at: now,
    updated_at: now,
  });
  if (price.basis === 'free_quota')
    await trx('free_benefit_tracks').insert({
      user_id: userId,
      benefit: 'free_cir',
      granted: 1,
      used: 1,
      note: `Used by credit report ${id} on ${input.gstin}`,
      created_at: now,
      updated_at: now,
    });
  await writeAudit(trx, call, {
    resource: 'cir-reports',
    recordId: id,
    action: 'create',
    after: {
      subject_gstin: input.gstin,
      business_id: business.id,
      purpose,
      basis: price.basis,
      score: score?.score ?? null,
      charged: fromPaise(charge.totalPaise),
      order_id: paid?.orderId ?? null,
      journal_id: paid?.journalId ?? null,
      invoice_id: paid?.invoiceId ?? null,
    },
  });
  // Last: the GST invoice's number counter is held from here to the commit.
  const invoiceNumber = paid ? (await paid.issueInvoice()).invoiceNumber : null;
  // What was stored, as GET /api/cir/reports/:id reads it back (no second read of the snapshot).
  return {
    id,
    status: 'generated',
    purpose,
    charged: fromPaise(charge.totalPaise),
    invoice_number: invoiceNumber,
    created_at: now.toISOString(),
    snapshot,
  };
}

function isUniqueKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'cir_reports_user_idempotency';
}

/**
 * Generates and stores a report, charging what the entitlements say. `created` false: a retry
 * under the same Idempotency-Key, answered with the first request's report.
 */
export async function generateCirReport(
  db: Knex,
  call: SignedInCall,
  body: unknown,
  idempotencyKey: unknown,
): Promise<{ created: boolean; report: CirReportView }> {
  const input = parseCirInput(body);
  const key = checkCirIdempotencyKey(idempotencyKey);
  const hash = requestFingerprint(input);
  const userId = call.who.userId;
  const known = await earlierReport(db, userId, key, hash);
  if (known !== null) return { created: false, report: await cirReportView(db, known) };
  try {
    return { created: true, report: await db.transaction((trx) => writeReport(trx, call, input, key, hash)) };
  } catch (err) {
    if (err instanceof Replay) return { created: false, report: await cirReportView(db, err.reportId) };
    if (isUniqueKeyViolation(err)) {
      const first = await earlierReport(db, userId, key, hash);
      if (first !== null) return { created: false, report: await cirReportView(db, first) };
    }
    if (err instanceof HttpError && err.status < 500) throw err;
    throw new CirGenerationFailed(err);
  }
}

/** Generation failed for a reason of ours: the transaction rolled back, so nothing was charged. The route logs `cause`. */
export class CirGenerationFailed extends HttpError {
  constructor(override readonly cause: unknown) {
    super(500, CIR_MESSAGES.nothingCharged);
  }
}
