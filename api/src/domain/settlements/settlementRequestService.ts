/**
 * Opening a settlement request and confirming it by code (issue 10 §5). Opening locks the case row, so
 * two requests on one case are decided one at a time: the case must be open, the amount at most what is
 * outstanding, one open request per case, the schedule sound; the request, its instalments, the hold on
 * collection calls and the audit row are written in one transaction.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import { updateAudited } from '../../audit/auditedWrite';
import {
  codeRefusal,
  type Identifier,
  refuse,
  checkChallenge,
  type OtpPurpose,
  assertIpMaySend,
  assertIpMayVerify,
  sendOtp,
} from '../../auth';
import type { SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import type { z } from 'zod';
import type { openSettlementInput, settlementCodeSendInput, settlementCodeVerifyInput } from '../../contracts/settlement';
import { istPlainDate, maskEmail, maskPhone, toPaise } from '../../validation';
import { caseFor, requestFor, requestNotFound } from './settlementAccess';
import { scheduleProblems } from './settlementFlowRules';
import { notifyOtherSide } from './settlementNotifications';
import { placeHold } from './settlementHoldService';
import { outstandingPaise, OPEN_REQUEST_STATUSES, settlementRequestProblem, type CaseForSettlement } from './settlementRequestRules';
import { refusal, renamedField, ruleRefusal } from '../errors';

const RESOURCE = 'settlement-requests';
const purposeFor = (requestId: number): OtpPurpose => `settle:${requestId}`;

/** POST /settlement/requests: the caller (either side of the case) asks to settle it. */
export async function openSettlementRequest(db: Knex, call: SignedInCall, input: z.output<typeof openSettlementInput>) {
  if (call.who.roleType !== 'customer') throw refusal('SETTLEMENT_SIDES_ONLY', {});
  const amount = toPaise(input.amount);
  return db.transaction(async (trx) => {
    const { case: c, viewer } = await caseFor(trx, call, input.case_id, { lock: true });
    const outstanding = outstandingPaise(c as unknown as CaseForSettlement);
    const mode = amount === outstanding ? 'full' : 'partial';
    const problem = settlementRequestProblem(c as unknown as CaseForSettlement, { amount: input.amount, mode });
    if (problem) throw problem.field === 'case_id' ? ruleRefusal(problem.message, ['case_id']) : ruleRefusal(problem.message, ['amount']);
    if (amount <= 0) throw refusal('AMOUNT_ABOVE_ZERO', {}, ['amount']);
    const errors = scheduleProblems(amount, input.schedule, input.instalments, istPlainDate(new Date()));
    if (Object.keys(errors).length) throw refusal('SCHEDULE_FIX', {}, errors);
    const other = await trx('settlement_requests').where({ case_id: c.id }).whereIn('status', OPEN_REQUEST_STATUSES).first('id');
    if (other) {
      throw refusal('SETTLEMENT_OPEN_EXISTS', { id: other.id }, ['case_id']);
    }
    const [request] = await trx('settlement_requests')
      .insert({
        case_id: c.id,
        user_id: call.who.userId,
        amount: input.amount,
        mode,
        schedule: input.schedule,
        requested_side: viewer,
        remarks: input.remarks ?? null,
      })
      .returning('*');
    const instalments = input.instalments.length
      ? await trx('settlement_instalments')
          .insert(input.instalments.map((i, n) => ({ settlement_request_id: request.id, seq: n + 1, due_on: i.due_on, amount: i.amount })))
          .returning('*')
      : [];
    await recordAction(trx, call, { resource: RESOURCE, recordId: request.id, action: 'create', after: { ...request, instalments } });
    await placeHold(trx, call, request, 'A settlement is being negotiated: collection calls are paused.');
    await notifyOtherSide(trx, 'settlement_opened', viewer as 'reporter' | 'defaulter', request, c);
    return request as Record<string, unknown>;
  });
}

/** Where the requester's code goes: their mobile, else their email. */
async function requesterIdentifier(db: Knex, userId: number): Promise<Identifier> {
  const user = await db('users').where({ id: userId }).first('mobile', 'email');
  if (user?.mobile) return { field: 'mobile', value: String(user.mobile), channel: 'sms', masked: maskPhone(String(user.mobile)) };
  if (user?.email)
    return { field: 'email', value: String(user.email).toLowerCase(), channel: 'email', masked: maskEmail(String(user.email)) };
  throw refusal('NO_CONTACT_FOR_CODE', {});
}

/** The caller's own request (only the requester confirms it); 404 otherwise. */
async function ownRequest(db: Knex, call: SignedInCall, requestId: number) {
  const { request } = await requestFor(db, call, requestId);
  if (Number(request.user_id) !== call.who.userId) throw requestNotFound(requestId);
  return request;
}

/** POST /user/otpForSettlement/send { settlement_request_id }. */
export async function sendSettlementCode(ctx: AppContext, call: SignedInCall, input: z.output<typeof settlementCodeSendInput>) {
  const { settlement_request_id: id } = input;
  const request = await ownRequest(ctx.db, call, id);
  if (request.status !== 'initialised') throw refusal('SETTLEMENT_CONFIRMED', {});
  const to = await requesterIdentifier(ctx.db, call.who.userId);
  await assertIpMaySend(ctx.db, call.ip, ctx.limits, to.value);
  return sendOtp(ctx, { id: to, purpose: purposeFor(id), ip: call.ip, userId: call.who.userId });
}

/**
 * POST /user/otpForSettlement/verify { settlement_request_id, code }: the code moves the request to
 * in progress. The code is checked first, so a code used once (a replay) is a 400 like any wrong code.
 */
export async function verifySettlementCode(ctx: AppContext, call: SignedInCall, input: z.output<typeof settlementCodeVerifyInput>) {
  const { settlement_request_id: id, code } = input;
  await ownRequest(ctx.db, call, id);
  const to = await requesterIdentifier(ctx.db, call.who.userId);
  await assertIpMayVerify(ctx.db, call.ip, ctx.limits, to.value);
  const result = await checkChallenge(ctx.db, {
    identifier: to.value,
    purpose: purposeFor(id),
    code,
    maxFailed: ctx.limits.otpMaxFailedAttempts,
  });
  if (result.kind !== 'ok') {
    const { reason, detail, error } = codeRefusal(result);
    // The spec's body names the field `code`, not `otp`.
    const named = renamedField(error, 'otp', 'code');
    throw await refuse(ctx.db, { identifier: to.value, userId: call.who.userId, ip: call.ip, reason, detail }, named);
  }
  return ctx.db.transaction(async (trx) => {
    const before = await trx('settlement_requests').where({ id }).forUpdate().first();
    if (before.status !== 'initialised') throw refusal('SETTLEMENT_CONFIRMED', {});
    const after = await updateAudited(
      trx,
      call,
      'settlement_requests',
      id,
      { status: 'inprogress', otp_verified_at: trx.fn.now(), updated_at: trx.fn.now() },
      { resource: RESOURCE, action: 'confirm', before },
    );
    const c = await trx('defaulter_cases').where({ id: before.case_id }).first();
    await notifyOtherSide(trx, 'settlement_confirmed', before.requested_side, before, c);
    return after;
  });
}
