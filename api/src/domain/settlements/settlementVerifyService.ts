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
import { sandboxAadhaar } from '../../adapters/aadhaar/aadhaarAdapter';
import { sandboxPennyDrop } from '../../adapters/pennyDrop/pennyDropAdapter';
import { writeAudit } from '../../audit/auditLog';
import { updateAudited } from '../../audit/auditedWrite';
import { jwtSecret } from '../../auth';
import type { SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import type { z } from 'zod';
import type { aadhaarVerifyInput, bankVerifyInput } from '../../contracts/settlement';
import { digestAccountNumber } from '../bankAccounts';
import { takeKycCheck } from './kycAttempts';
import { requestFor, requestNotFound } from './settlementAccess';
import { refusal, ruleRefusal } from '../errors';

const aadhaarHash = (n: string) => {
  const key = crypto.createHmac('sha256', jwtSecret()).update('bakaya:aadhaar-number:v1').digest();
  return crypto.createHmac('sha256', key).update(n).digest('hex');
};

const CLOSED = ['rejected', 'settled'];

export async function verifyAadhaar(ctx: AppContext, call: SignedInCall, input: z.output<typeof aadhaarVerifyInput>) {
  const { request } = await requestFor(ctx.db, call, input.settlement_request_id);
  if (Number(request.user_id) !== call.who.userId) throw requestNotFound(input.settlement_request_id);
  if (CLOSED.includes(String(request.status))) throw refusal('SETTLEMENT_CLOSED', {});
  await takeKycCheck(ctx.db, 'aadhaar', { requestId: Number(request.id), userId: call.who.userId });
  const adapter = ctx.aadhaar ?? sandboxAadhaar();
  const started = Date.now();
  const result = await adapter.verify(input.aadhaar);
  const last4 = input.aadhaar.slice(-4);
  return ctx.db
    .transaction(async (trx) => {
      await trx('aadhaar_api_logs').insert({
        user_id: call.who.userId,
        case_id: request.case_id,
        purpose: 'settlement_verification',
        aadhaar_last4: last4,
        status: result.ok ? 'success' : 'failed',
        provider: adapter.provider,
        reference_id: result.referenceId.slice(0, 100),
        status_code: result.statusCode,
        error: result.error?.slice(0, 500) ?? null,
        duration_ms: Date.now() - started,
      });
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
        { aadhaar_verified_at: trx.fn.now(), aadhaar_last4: last4, aadhaar_hash: aadhaarHash(input.aadhaar), updated_at: trx.fn.now() },
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
  const drop = await adapter.verify({ accountNumber: input.account_number, ifsc: input.ifsc, holder: input.account_holder });
  if (!drop.exists) {
    throw refusal('BANK_ACCOUNT_UNKNOWN', {}, ['account_number']);
  }
  if (!drop.nameMatches) {
    throw refusal('BANK_NAME_MISMATCH', { name: String(drop.nameAtBank) }, ['account_holder']);
  }
  const digest = digestAccountNumber(input.account_number);
  const [account] = await ctx
    .db('bank_accounts')
    .insert({
      user_id: call.who.userId,
      business_id: reporter!.id,
      account_holder: input.account_holder,
      account_number_last4: digest.last4,
      account_number_hash: digest.hash,
      ifsc: input.ifsc,
      bank_name: input.bank_name ?? null,
      verified_at: ctx.db.fn.now(),
    })
    .onConflict(['user_id', 'account_number_hash', 'ifsc'])
    .merge({ account_holder: input.account_holder, verified_at: ctx.db.fn.now(), status: 1, updated_at: ctx.db.fn.now() })
    .returning('*');
  return attach(ctx.db, call, Number(request.id), account);
}

async function attach(db: Knex, call: SignedInCall, requestId: number, account: Record<string, unknown>) {
  return db.transaction(async (trx) => {
    const before = await trx('settlement_requests').where({ id: requestId }).forUpdate().first('id', 'bank_account_id', 'status');
    if (CLOSED.includes(String(before.status))) throw refusal('SETTLEMENT_CLOSED', {});
    await trx('settlement_requests').where({ id: requestId }).update({ bank_account_id: account.id, updated_at: trx.fn.now() });
    await writeAudit(trx, call, {
      resource: 'settlement-requests',
      recordId: requestId,
      action: 'bank',
      before,
      after: { bank_account_id: account.id },
    });
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
