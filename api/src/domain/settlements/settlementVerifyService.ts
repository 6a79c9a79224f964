/**
 * Identity and the receiving bank account of a settlement (issue 10 §5).
 *
 * POST /settlement/verify-aadhar: the requester's Aadhaar through the Aadhaar adapter; every call is a
 * row of aadhaar_api_logs (the admin's Aadhaar monitoring). Only the last 4 digits and an HMAC are kept.
 *
 * POST /settlement/verify-bank/:gstn/:srIdbankId: `gstn` is the GSTIN of the case's reporting business
 * (the side that receives the money); `srIdbankId` is the settlement request id, optionally followed by
 * `-<bankAccountId>` to attach one of the reporter's already verified accounts instead of a new one.
 * A new account is checked by IFSC format and a penny drop, stored as last 4 + HMAC with verified_at,
 * and attached to the request as the receiving account.
 *
 * Both checks are paid provider calls: each takes one of the request's and of the member's checks
 * first (kycAttempts.ts), and answers 429 once either is used up.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { sandboxAadhaar, type AadhaarResult } from '../../adapters/aadhaar/aadhaarAdapter';
import { AadhaarUnavailable, type AadhaarOtpAdapter } from '../../adapters/aadhaar/cashfreeAadhaar';
import { PennyDropUnavailable, sandboxPennyDrop } from '../../adapters/pennyDrop/pennyDropAdapter';
import { updateAudited } from '../../audit/auditedWrite';
import { jwtSecret } from '../../auth';
import type { SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import type { z } from 'zod';
import type { aadhaarOtpInput, aadhaarVerifyInput, bankVerifyInput } from '../../contracts/settlement';
import { refusal, ruleRefusal } from '../errors';
import { takeKycCheck } from './kycAttempts';
import { requestFor, requestNotFound } from './settlementAccess';
import { saveVerifiedBankAccount } from './settlementWrites';

const aadhaarHash = (n: string) => {
  const key = crypto.createHmac('sha256', jwtSecret()).update('bakaya:aadhaar-number:v1').digest();
  return crypto.createHmac('sha256', key).update(n).digest('hex');
};

const CLOSED = ['rejected', 'settled'];

export async function verifyAadhaar(ctx: AppContext, call: SignedInCall, input: z.output<typeof aadhaarVerifyInput>) {
  const request = await openRequestOf(ctx, call, input.settlement_request_id);
  await takeKycCheck(ctx.db, 'aadhaar', { requestId: Number(request.id), userId: call.who.userId });
  if (ctx.aadhaarOtp) return sendAadhaarOtp(ctx, call, request, ctx.aadhaarOtp, input.aadhaar);
  const adapter = ctx.aadhaar ?? sandboxAadhaar();
  const started = Date.now();
  const result = await adapter.verify(input.aadhaar);
  return recordAadhaarResult(ctx, call, request, adapter.provider, result, Date.now() - started, {
    last4: input.aadhaar.slice(-4),
    hash: aadhaarHash(input.aadhaar),
  });
}

async function openRequestOf(ctx: AppContext, call: SignedInCall, requestId: number) {
  const { request } = await requestFor(ctx.db, call, requestId);
  if (Number(request.user_id) !== call.who.userId) throw requestNotFound(requestId);
  if (CLOSED.includes(String(request.status))) throw refusal('SETTLEMENT_CLOSED', {});
  return request;
}

type AadhaarNumber = { last4: string; hash: string };
const unavailableAadhaar = (ctx: AppContext, err: AadhaarUnavailable) => {
  ctx.logger.warn({ err: err.message }, 'Aadhaar provider unavailable');
  return refusal('AADHAAR_SERVICE_DOWN', {}, undefined, { retryAfterSeconds: 60 });
};

/**
 * The OTP step's token: which request, member, provider reference and number (last 4 + keyed hash)
 * the OTP belongs to, signed with a key derived from JWT_SECRET and valid for 10 minutes — so the
 * second step needs no table, and a token cannot be used for another request, member or number.
 */
const OTP_TOKEN_TTL_MS = 10 * 60 * 1000;
const otpTokenKey = () => crypto.createHmac('sha256', jwtSecret()).update('bakaya:aadhaar-otp-token:v1').digest();
const signToken = (payload: string) => crypto.createHmac('sha256', otpTokenKey()).update(payload).digest('base64url');
interface OtpToken {
  r: number;
  u: number;
  ref: string;
  l4: string;
  h: string;
  exp: number;
}

export function makeOtpToken(t: OtpToken): string {
  const payload = Buffer.from(JSON.stringify(t)).toString('base64url');
  return `${payload}.${signToken(payload)}`;
}

function readOtpToken(token: string, now = Date.now()): OtpToken | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  const expected = Buffer.from(signToken(payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const t = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OtpToken;
    return typeof t.exp === 'number' && t.exp > now ? t : null;
  } catch {
    return null;
  }
}

async function sendAadhaarOtp(
  ctx: AppContext,
  call: SignedInCall,
  request: Record<string, unknown>,
  adapter: AadhaarOtpAdapter,
  aadhaar: string,
) {
  const started = Date.now();
  let sent: Awaited<ReturnType<AadhaarOtpAdapter['sendOtp']>>;
  try {
    sent = await adapter.sendOtp(aadhaar);
  } catch (err) {
    if (err instanceof AadhaarUnavailable) {
      await logAadhaarCall(
        ctx.db,
        call,
        request,
        adapter.provider,
        aadhaar.slice(-4),
        { ok: false, referenceId: 'otp', statusCode: 503, error: err.message },
        Date.now() - started,
      );
      throw unavailableAadhaar(ctx, err);
    }
    throw err;
  }
  const last4 = aadhaar.slice(-4);
  await logAadhaarCall(
    ctx.db,
    call,
    request,
    adapter.provider,
    last4,
    sent.ok
      ? { ok: true, referenceId: `otp:${sent.refId}`, statusCode: 200, error: null }
      : { ok: false, referenceId: 'otp', statusCode: sent.statusCode, error: sent.error },
    Date.now() - started,
  );
  if (!sent.ok) throw refusal('AADHAAR_NOT_VALID', {}, ['aadhaar']);
  const otp_token = makeOtpToken({
    r: Number(request.id),
    u: call.who.userId,
    ref: sent.refId,
    l4: last4,
    h: aadhaarHash(aadhaar),
    exp: Date.now() + OTP_TOKEN_TTL_MS,
  });
  return { settlement_request_id: Number(request.id), otp_sent: true as const, otp_token, aadhaar_last4: last4 };
}

/** POST /settlement/verify-aadhar/otp: the OTP UIDAI sent, against the token of the first step. */
export async function verifyAadhaarOtp(ctx: AppContext, call: SignedInCall, input: z.output<typeof aadhaarOtpInput>) {
  const adapter = ctx.aadhaarOtp;
  if (!adapter) throw requestNotFound(input.settlement_request_id);
  const token = readOtpToken(input.otp_token);
  if (!token || token.r !== input.settlement_request_id || token.u !== call.who.userId) throw refusal('AADHAAR_OTP_EXPIRED', {}, ['otp']);
  const request = await openRequestOf(ctx, call, input.settlement_request_id);
  const started = Date.now();
  let result: AadhaarResult;
  try {
    result = await adapter.verifyOtp(token.ref, input.otp);
  } catch (err) {
    if (err instanceof AadhaarUnavailable) {
      await logAadhaarCall(
        ctx.db,
        call,
        request,
        adapter.provider,
        token.l4,
        { ok: false, referenceId: `otp:${token.ref}`, statusCode: 503, error: err.message },
        Date.now() - started,
      );
      throw unavailableAadhaar(ctx, err);
    }
    throw err;
  }
  if (!result.ok) {
    await logAadhaarCall(ctx.db, call, request, adapter.provider, token.l4, result, Date.now() - started);
    throw refusal('AADHAAR_OTP_WRONG', {}, ['otp']);
  }
  return recordAadhaarResult(ctx, call, request, adapter.provider, result, Date.now() - started, { last4: token.l4, hash: token.h });
}

type LoggedResult = Pick<AadhaarResult, 'ok' | 'referenceId' | 'statusCode' | 'error'>;

async function logAadhaarCall(
  db: Knex | Knex.Transaction,
  call: SignedInCall,
  request: Record<string, unknown>,
  provider: string,
  last4: string,
  result: LoggedResult,
  durationMs: number,
) {
  await db('aadhaar_api_logs').insert({
    user_id: call.who.userId,
    case_id: request.case_id,
    purpose: 'settlement_verification',
    aadhaar_last4: last4,
    status: result.ok ? 'success' : 'failed',
    provider,
    reference_id: result.referenceId.slice(0, 100),
    status_code: result.statusCode,
    error: result.error?.slice(0, 500) ?? null,
    duration_ms: durationMs,
  });
}

async function recordAadhaarResult(
  ctx: AppContext,
  call: SignedInCall,
  request: Record<string, unknown>,
  provider: string,
  result: AadhaarResult,
  durationMs: number,
  number: AadhaarNumber,
) {
  return ctx.db
    .transaction(async (trx) => {
      await logAadhaarCall(trx, call, request, provider, number.last4, result, durationMs);
      if (!result.ok) {
        const message =
          result.statusCode === 404
            ? 'We could not verify this Aadhaar number. Check it and try again.'
            : 'This is not a valid Aadhaar number. Check the 12 digits and try again.';
        // The log row must survive the refusal: answer without throwing inside the transaction.
        return { ok: false as const, message };
      }
      const after = await updateAudited(
        trx,
        call,
        'settlement_requests',
        Number(request.id),
        { aadhaar_verified_at: trx.fn.now(), aadhaar_last4: number.last4, aadhaar_hash: number.hash, updated_at: trx.fn.now() },
        { resource: 'settlement-requests', action: 'aadhaar', returning: ['id', 'aadhaar_verified_at', 'aadhaar_last4'] },
      );
      return { ok: true as const, request: after, masked_name: result.maskedName };
    })
    .then((r) => {
      if (!r.ok) throw ruleRefusal(r.message, ['aadhaar']);
      return {
        settlement_request_id: Number(r.request.id),
        aadhaar_last4: r.request.aadhaar_last4,
        aadhaar_verified_at: r.request.aadhaar_verified_at,
        masked_name: r.masked_name,
      };
    });
}

/** '12' or '12-34' → { requestId, bankAccountId? }; anything else is a 404. */
export function parseSrIdBankId(raw: string): { requestId: number; bankAccountId: number | null } | null {
  const m = /^(\d{1,15})(?:-(\d{1,15}))?$/.exec(raw);
  return m ? { requestId: Number(m[1]), bankAccountId: m[2] ? Number(m[2]) : null } : null;
}

/**
 * `newAccount` reads the new account's details from the request; it is asked only once the request is
 * found and open and no verified account is named, so a wrong id stays a 404 whatever the body says.
 */
export async function verifySettlementBank(
  ctx: AppContext,
  call: SignedInCall,
  gstn: string,
  srIdbankId: string,
  newAccount: () => z.output<typeof bankVerifyInput>,
) {
  const ids = parseSrIdBankId(srIdbankId);
  if (!ids) throw requestNotFound(srIdbankId);
  const { request, case: c, viewer } = await requestFor(ctx.db, call, ids.requestId);
  const reporter = await ctx.db('businesses').where({ id: c.reporter_business_id }).first('id', 'gstin');
  // Only the reporter names the account the money goes to, and only under the reporting business's GSTIN.
  if (viewer !== 'reporter' || String(reporter?.gstin).toUpperCase() !== gstn.trim().toUpperCase()) throw requestNotFound(srIdbankId);
  if (CLOSED.includes(String(request.status))) throw refusal('SETTLEMENT_CLOSED', {});

  if (ids.bankAccountId) {
    const account = await ctx
      .db('bank_accounts')
      .where({ id: ids.bankAccountId, user_id: call.who.userId, status: 1 })
      .whereNotNull('verified_at')
      .first();
    if (!account) throw requestNotFound(srIdbankId);
    return attach(ctx.db, call, Number(request.id), account);
  }

  const input = newAccount();
  if (input.confirm_account_number !== input.account_number) {
    throw refusal('BANK_NUMBERS_DIFFER', {}, ['confirm_account_number']);
  }
  await takeKycCheck(ctx.db, 'bank', { requestId: Number(request.id), userId: call.who.userId });
  const adapter = ctx.pennyDrop ?? sandboxPennyDrop();
  let drop: Awaited<ReturnType<typeof adapter.verify>>;
  try {
    drop = await adapter.verify({ accountNumber: input.account_number, ifsc: input.ifsc, holder: input.account_holder });
  } catch (err) {
    if (err instanceof PennyDropUnavailable) {
      ctx.logger.warn({ err: err.message }, 'penny drop provider unavailable');
      throw refusal('BANK_VERIFICATION_DOWN', {}, undefined, { retryAfterSeconds: 60 });
    }
    throw err;
  }
  if (!drop.exists) {
    throw refusal('BANK_ACCOUNT_UNKNOWN', {}, ['account_number']);
  }
  if (!drop.nameMatches) {
    throw refusal('BANK_NAME_MISMATCH', { name: String(drop.nameAtBank) }, ['account_holder']);
  }
  const account = await saveVerifiedBankAccount(ctx.db, {
    userId: call.who.userId,
    businessId: reporter!.id,
    accountHolder: input.account_holder,
    accountNumber: input.account_number,
    ifsc: input.ifsc,
    bankName: input.bank_name ?? null,
  });
  return attach(ctx.db, call, Number(request.id), account);
}

async function attach(db: Knex, call: SignedInCall, requestId: number, account: Record<string, unknown>) {
  return db.transaction(async (trx) => {
    const before = await trx('settlement_requests').where({ id: requestId }).forUpdate().first('id', 'bank_account_id', 'status');
    if (CLOSED.includes(String(before.status))) throw refusal('SETTLEMENT_CLOSED', {});
    await updateAudited(
      trx,
      call,
      'settlement_requests',
      requestId,
      { bank_account_id: account.id, updated_at: trx.fn.now() },
      { resource: 'settlement-requests', action: 'bank', before, returning: ['id'], shown: () => ({ bank_account_id: account.id }) },
    );
    return {
      settlement_request_id: requestId,
      bank_account: {
        id: Number(account.id),
        account_holder: String(account.account_holder),
        account_number_last4: String(account.account_number_last4),
        ifsc: String(account.ifsc),
        bank_name: (account.bank_name as string | null) ?? null,
        verified_at: new Date(account.verified_at as string).toISOString(),
      },
    };
  });
}
