/**
 * A member's account deactivation, step 2 and around it: what the open request is and what the
 * slabs would refund today; a code to the member's mobile bound to the request; confirming with
 * it; cancelling. Step 1 (filing the request) is the registry's owner create, and staff complete a
 * request through the engine (./hooks.ts). Each change runs in one transaction with its audit row.
 */
import type { Knex } from 'knex';
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
import {
  deactivationConfirmInput,
  type DeactivationAnswer,
  type DeactivationChangeAnswer,
  type DeactivationCodeSent,
  type DeactivationRefundQuote,
  type DeactivationRequestView,
  type DeactivationStatus,
} from '../../contracts/memberAccount';
import { maskEmail, maskPhone } from '../../validation';
import {
  DEACTIVATION_DATA_EFFECTS,
  deactivationMoveRefusal,
  deactivationReference,
  OPEN_DEACTIVATION_STATUSES,
  planDaysUsed,
  refundFor,
  type DeactivationSlab,
  type RefundFigures,
} from './deactivationRules';
import { refusal as domainRefusal, ruleRefusal } from '../errors';

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

const RESOURCE = 'user-deactivation-requests';

/** days_used is null when the member had no plan. */
export type CompletionFigures = Omit<RefundFigures, 'days_used'> & { days_used: number | null };
const iso = (v: unknown) => new Date(v as string).toISOString();

/** The code confirms this one request (otp_challenges.purpose holds up to 24 characters; 'deactivate:' + an id fits). */
const purposeFor = (requestId: number): OtpPurpose => `deactivate:${requestId}`;

export function requestView(row: Row): DeactivationRequestView {
  return {
    id: Number(row.id),
    reference: deactivationReference(Number(row.id)),
    reason: String(row.reason ?? ''),
    step: Number(row.step) === 2 ? 2 : 1,
    status: row.status as DeactivationStatus,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The member's open (requested or confirmed) request, locked when asked. */
async function openRequest(db: Db, userId: number, lock = false): Promise<Row | undefined> {
  const q = db('user_deactivation_requests').where({ user_id: userId }).whereIn('status', OPEN_DEACTIVATION_STATUSES).first();
  if (lock) q.forUpdate();
  return q;
}

async function activeSlabs(db: Db): Promise<DeactivationSlab[]> {
  return db('user_deactivation_slabs').where({ status: 1 }).orderBy('min_days').select('min_days', 'max_days', 'refund_percent');
}

/** The subscription with its plan: the given one, or else the member's plan in effect now (the latest ending). */
async function subscriptionOf(db: Db, userId: number, subscriptionId?: number | null): Promise<Row | undefined> {
  const q = db('subscriptions as s')
    .join('plan_versions as v', 'v.id', 's.plan_version_id')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .where('s.user_id', userId)
    .first('s.id', 's.starts_at', 's.ends_at', 'v.fee', 'p.name as plan_name', db.raw('now() AS now'));
  if (subscriptionId) return q.where('s.id', subscriptionId);
  return q.where('s.status', 'active').whereRaw('s.starts_at <= now() AND s.ends_at > now()').orderBy('s.ends_at', 'desc');
}

/** The member's plan in effect now, if any: the deactivation request records it when it is filed. */
export async function activeSubscriptionId(db: Db, userId: number): Promise<number | null> {
  const sub = await subscriptionOf(db, userId);
  return sub ? Number(sub.id) : null;
}

/** What the slabs refund of a subscription today; null without a subscription. */
async function refundQuote(db: Db, userId: number, subscriptionId?: number | null): Promise<DeactivationRefundQuote | null> {
  const sub = await subscriptionOf(db, userId, subscriptionId);
  if (!sub) return null;
  const days = planDaysUsed(new Date(sub.starts_at as string), new Date(sub.ends_at as string), new Date(sub.now as string));
  return {
    subscription_id: Number(sub.id),
    plan_name: String(sub.plan_name),
    starts_at: iso(sub.starts_at),
    ends_at: iso(sub.ends_at),
    fee: String(sub.fee),
    ...refundFor(String(sub.fee), days, await activeSlabs(db)),
  };
}

/** The figures recorded when staff complete a request: the slabs applied to its plan today (no plan: nothing). */
export async function completionFigures(trx: Knex.Transaction, request: Row): Promise<CompletionFigures> {
  const quote = await refundQuote(trx, Number(request.user_id), (request.subscription_id as number | null) ?? null);
  if (!quote) return { days_used: null, refund_percent: '0.00', refund_amount: '0.00' };
  return { days_used: quote.days_used, refund_percent: quote.refund_percent, refund_amount: quote.refund_amount };
}

/** GET /account/deactivation. */
export async function currentDeactivation(db: Knex, userId: number): Promise<DeactivationAnswer> {
  const open = await openRequest(db, userId);
  return {
    request: open ? requestView(open) : null,
    data_effects: [...DEACTIVATION_DATA_EFFECTS],
    refund: await refundQuote(db, userId, (open?.subscription_id as number | null) ?? null),
  };
}

/** Where the member's code goes: their mobile, else their email. */
async function memberIdentifier(db: Db, userId: number): Promise<Identifier> {
  const user = await db('users').where({ id: userId }).first('mobile', 'email');
  if (user?.mobile) return { field: 'mobile', value: String(user.mobile), channel: 'sms', masked: maskPhone(String(user.mobile)) };
  if (user?.email)
    return { field: 'email', value: String(user.email).toLowerCase(), channel: 'email', masked: maskEmail(String(user.email)) };
  throw domainRefusal('NO_CONTACT_FOR_CODE', {});
}

async function requestAwaitingCode(db: Db, userId: number, lock = false): Promise<Row> {
  const open = await openRequest(db, userId, lock);
  if (!open) throw domainRefusal('DEACTIVATION_NONE_OPEN', {});
  if (open.status !== 'requested') throw domainRefusal('DEACTIVATION_CONFIRMED', {});
  return open;
}

/** POST /account/deactivation/send-code. */
export async function sendDeactivationCode(ctx: AppContext, call: SignedInCall): Promise<DeactivationCodeSent> {
  const userId = call.who.userId;
  const open = await requestAwaitingCode(ctx.db, userId);
  const id = await memberIdentifier(ctx.db, userId);
  await assertIpMaySend(ctx.db, call.ip, ctx.limits, id.value);
  return sendOtp(ctx, { id, purpose: purposeFor(Number(open.id)), ip: call.ip, userId });
}

async function moveRequest(
  trx: Knex.Transaction,
  call: SignedInCall,
  before: Row,
  to: DeactivationStatus,
  action: 'confirm' | 'cancel',
): Promise<Row> {
  const refused = deactivationMoveRefusal(before.status as DeactivationStatus, to, 'member');
  if (refused) throw ruleRefusal(refused);
  return updateAudited(
    trx,
    call,
    'user_deactivation_requests',
    Number(before.id),
    { status: to, ...(to === 'confirmed' ? { step: 2 } : {}), updated_at: trx.fn.now() },
    { resource: RESOURCE, action, before },
  );
}

/** POST /account/deactivation/confirm { otp }: the code sent for the open request moves it to step 2 (confirmed). */
export async function confirmDeactivation(ctx: AppContext, call: SignedInCall, body: unknown): Promise<DeactivationChangeAnswer> {
  const userId = call.who.userId;
  const { otp } = deactivationConfirmInput.parse(body);
  const open = await requestAwaitingCode(ctx.db, userId);
  const id = await memberIdentifier(ctx.db, userId);
  await assertIpMayVerify(ctx.db, call.ip, ctx.limits, id.value);
  const result = await checkChallenge(ctx.db, {
    identifier: id.value,
    purpose: purposeFor(Number(open.id)),
    code: otp,
    maxFailed: ctx.limits.otpMaxFailedAttempts,
  });
  if (result.kind !== 'ok') {
    const { reason, detail, error } = codeRefusal(result);
    throw await refuse(ctx.db, { identifier: id.value, userId, ip: call.ip, reason, detail }, error);
  }
  const after = await ctx.db.transaction(async (trx) => {
    const before = await requestAwaitingCode(trx, userId, true);
    if (Number(before.id) !== Number(open.id)) throw domainRefusal('DEACTIVATION_OTHER_REQUEST', {});
    return moveRequest(trx, call, before, 'confirmed', 'confirm');
  });
  return {
    message: 'Your deactivation request is confirmed. Our team will complete it and let you know.',
    request: requestView(after),
  };
}

/** POST /account/deactivation/cancel: the open request is cancelled; a completed one cannot be. */
export async function cancelDeactivation(db: Knex, call: SignedInCall): Promise<DeactivationChangeAnswer> {
  const after = await db.transaction(async (trx) => {
    const before = await openRequest(trx, call.who.userId, true);
    if (!before) throw domainRefusal('DEACTIVATION_NONE_TO_CANCEL', {});
    return moveRequest(trx, call, before, 'cancelled', 'cancel');
  });
  return { message: 'Your deactivation request is cancelled. Your account stays active.', request: requestView(after) };
}
