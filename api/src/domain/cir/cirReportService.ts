/**
 * Generating a credit information report from the wallet (issue 11 §2): POST /api/cir/reports and
 * the §7 call POST /api/data/cir-data. What it costs is cirPricing's (own business free, a free CIR of
 * the plan, else the plan's CIR fee + GST); here the fee is taken from the wallet (a paid order, the
 * ledger journal and the GST tax invoice: walletServiceCharge); a wallet that cannot pay is 402 and
 * nothing is written (the member may pay through the gateway instead: cirCheckoutService).
 * ONE transaction: the member's row is locked first (it orders this after any other money movement
 * of theirs and makes retries under one Idempotency-Key wait for the first), the snapshot is built,
 * the charge taken and the report stored (cirReportStore) — all or nothing. A retry with the same key
 * answers the report the first request made (charged once); the same key with another body is 409.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import { type CirGenerateInput, type CirReportView } from '../../contracts/cir';
import { sameRequestOrConflict } from '../../db/idempotentRequest';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { chargeWalletForService } from '../payments';
import { cirReportView } from './cirReadService';
import { cirTerms } from './cirPricing';
import { DomainError, refusal } from '../errors';
import { storeCirReport } from './cirReportStore';
import { cirFeeKey, requestFingerprint } from './cirRules';

type Db = Knex | Knex.Transaction;

class Replay extends Error {
  constructor(readonly reportId: number) {
    super('replay');
  }
}

/** The report an earlier request under this key made, or null; another body under the key is 409. */
async function earlierReport(db: Db, userId: number, key: string, hash: string): Promise<number | null> {
  const row = await db('cir_reports').where({ user_id: userId, idempotency_key: key }).first('id', 'request_hash');
  if (!row) return null;
  sameRequestOrConflict(row.request_hash, hash, 'report');
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

  const terms = await cirTerms(trx, userId, input, now);
  const { charge, business } = terms;
  const shortfall = charge.totalPaise - toPaise(String(member?.wallet_balance ?? '0'));
  if (charge.totalPaise > 0 && shortfall > 0)
    throw refusal(
      'CIR_WALLET_SHORT',
      { shortfall: formatPaise(shortfall), total: formatPaise(charge.totalPaise), held: formatPaise(charge.totalPaise - shortfall) },
      undefined,
      { details: { reason: 'wallet_short', shortfall: fromPaise(shortfall), total: fromPaise(charge.totalPaise) } },
    );

  return storeCirReport(trx, call, {
    userId,
    businessId: business.id,
    gstin: input.gstin,
    purpose: terms.purpose,
    own: terms.own,
    basis: terms.basis,
    chargedPaise: charge.totalPaise,
    charge: async (id) =>
      charge.totalPaise > 0
        ? chargeWalletForService(trx, call, {
            memberId: userId,
            businessId: business.id,
            purpose: 'cir',
            planVersionId: terms.planVersionId,
            price: charge,
            idempotencyKey: cirFeeKey(id),
            narration: `Credit report fee: report ${id} on ${input.gstin}`,
            reference: { type: 'cir_report', id: String(id) },
          })
        : null,
    idempotencyKey: key,
    requestHash: hash,
    now,
  });
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
  input: CirGenerateInput,
  key: string,
): Promise<{ created: boolean; report: CirReportView }> {
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
    if (isRefusal(err)) throw err;
    throw new CirGenerationFailed(err);
  }
}

/** Generation failed for a reason of ours: the transaction rolled back, so nothing was charged. The route logs `cause`. */
export class CirGenerationFailed extends DomainError<'CIR_NOT_GENERATED'> {
  constructor(override readonly cause: unknown) {
    super('CIR_NOT_GENERATED', {});
  }
}

/** The caller's refusal (a domain error that is not our fault, or an HTTP 4xx), passed on as it is. */
function isRefusal(err: unknown): boolean {
  if (err instanceof DomainError) return err.kind !== 'broken';
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status < 500;
}
