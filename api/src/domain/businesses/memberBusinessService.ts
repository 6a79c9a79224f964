/**
 * What a member does with their businesses beyond the engine's CRUD: look a GSTIN up before adding
 * it; and, each in one transaction and audited: ask support to review a GSTIN someone else holds (a gstin_review_requests row plus a
 * message to the support address), and choose the active business of the several they hold.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter } from '../../adapters/messaging';
import { insertAudited } from '../../audit/auditedWrite';
import { setActiveBusiness } from '../accounts';
import type { SignedInCall } from '../../callContext';
import {
  GSTIN_REVIEW_LIMIT,
  type ActiveBusinessAnswer,
  type GstinReviewAnswer,
  type MemberGstLookup,
} from '../../contracts/memberBusiness';
import { type GstLookupAdapter, memberLookup } from '../gst';
import { getResource } from '../../registry';
import { readColumns } from '../../engine/resourceService';
import { reason, refusal } from '../errors';
import { holderOf, memberLookupAnswer } from './memberBusinessRules';

export const DEFAULT_SUPPORT_MAIL = 'support@bakaya.in';

const businesses = () => getResource('businesses')!;

/** POST /businesses/gst-lookup: the registration (looked up and logged), its state row, and who holds it already. */
export async function lookUpForMember(db: Knex, adapter: GstLookupAdapter, call: SignedInCall, gstin: unknown): Promise<MemberGstLookup> {
  const details = await memberLookup(db, adapter, call, gstin);
  const [held, state] = await Promise.all([
    db('businesses').where({ gstin: details.gstin }).first('user_id'),
    db('states').where({ gst_code: details.state_code }).first('id'),
  ]);
  return memberLookupAnswer(details, state ? Number(state.id) : undefined, holderOf(held?.user_id, call.who.userId));
}

/** The support address staff keep in global settings (Support mail), else the default. */
export async function supportMail(db: Knex | Knex.Transaction): Promise<string> {
  const row = await db('global_settings').where({ key: 'support-mail' }).first('value');
  const value = typeof row?.value === 'string' ? row.value.trim() : '';
  return value || DEFAULT_SUPPORT_MAIL;
}

async function assertMayRequestReview(trx: Knex.Transaction, userId: number, gstin: string) {
  const { rows } = await trx.raw(
    `SELECT count(*)::int AS n,
            extract(epoch FROM (min(created_at) + (?::int * interval '1 second') - now()))::float AS retry,
            bool_or(gstin = ? AND status = 'open') AS open_for_gstin
     FROM gstin_review_requests WHERE user_id = ? AND created_at > now() - (?::int * interval '1 second')`,
    [GSTIN_REVIEW_LIMIT.windowSeconds, gstin, userId, GSTIN_REVIEW_LIMIT.windowSeconds],
  );
  const { n, retry, open_for_gstin: openForGstin } = rows[0] as { n: number; retry: number | null; open_for_gstin: boolean | null };
  if (openForGstin) throw refusal('REVIEW_ALREADY_ASKED', {});
  if (n >= GSTIN_REVIEW_LIMIT.max) {
    throw refusal('REVIEWS_TODAY', {}, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(retry ?? 60)) });
  }
}

/**
 * Records a member's request that support review a GSTIN another member holds. Refused when
 * nobody else holds it (the member can simply add it, or already has it): the request exists only
 * for the case the add was refused.
 */
export async function requestGstinReview(
  db: Knex,
  messaging: MessagingAdapter,
  call: SignedInCall,
  input: { gstin: string; note: string },
): Promise<GstinReviewAnswer> {
  const userId = call.who.userId;
  return db.transaction(async (trx) => {
    // One member's requests one at a time, so the limit and the "already open" check hold.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['gstin-review', userId]);
    const held = await trx('businesses').where({ gstin: input.gstin }).first('user_id');
    const holder = holderOf(held?.user_id, userId);
    if (holder === 'yours') throw refusal('REVIEW_GSTIN_YOURS', {}, { gstin: reason('REVIEW_GSTIN_YOURS_FIELD', {}) });
    if (!holder) {
      throw refusal('REVIEW_GSTIN_FREE', {}, ['gstin']);
    }
    await assertMayRequestReview(trx, userId, input.gstin);
    const row = await insertAudited<{ id: number; gstin: string }>(
      trx,
      call,
      'gstin_review_requests',
      { user_id: userId, gstin: input.gstin, note: input.note },
      { resource: 'gstin-review-requests', returning: ['id', 'gstin', 'note', 'status', 'user_id', 'created_at'] },
    );
    const member = await trx('users').where({ id: userId }).first('name', 'mobile', 'email');
    await messaging.send(trx, {
      channel: 'email',
      to: await supportMail(trx),
      subject: `GSTIN review requested: ${input.gstin}`.slice(0, 200),
      template: 'gstin-review-request',
      body: [
        `A member asks us to review GSTIN ${input.gstin}, which another member has registered.`,
        `Review request #${row.id}.`,
        `Member: ${member?.name ?? ''} (user ${userId}), mobile ${member?.mobile ?? '-'}, email ${member?.email ?? '-'}.`,
        `Their note: ${input.note}`,
        'Open it in the admin: Customer management → GSTIN review requests.',
      ].join('\n'),
    });
    return {
      id: Number(row.id),
      gstin: row.gstin,
      status: 'open',
      message: 'Thank you. Our support team will review this GSTIN and contact you.',
    };
  });
}

/** The member's business row as the engine shows it to them (null when not theirs or removed). */
async function ownBusiness(db: Knex | Knex.Transaction, userId: number, businessId: number) {
  const r = businesses();
  return db(r.table).where({ id: businessId, user_id: userId, status: 1 }).first(readColumns(db, r));
}

/** The member's active business: null when none was chosen, or the chosen one was removed since. */
export async function activeBusiness(db: Knex, userId: number): Promise<ActiveBusinessAnswer> {
  const user = await db('users').where({ id: userId }).first('active_business_id');
  const id = user?.active_business_id == null ? null : Number(user.active_business_id);
  const business = id === null ? undefined : await ownBusiness(db, userId, id);
  return business ? { active_business_id: id, business } : { active_business_id: null, business: null };
}

/** Makes one of the member's own active businesses the active one; another's (or a removed one) is 404. */
export async function activateBusiness(db: Knex, call: SignedInCall, businessId: number): Promise<ActiveBusinessAnswer> {
  const userId = call.who.userId;
  return db.transaction(async (trx) => {
    const business = await ownBusiness(trx, userId, businessId);
    if (!business) throw refusal('BUSINESS_ID_UNKNOWN', { id: businessId });
    const user = await trx('users').where({ id: userId }).forUpdate().first('active_business_id');
    const before = user?.active_business_id == null ? null : Number(user.active_business_id);
    if (before !== businessId) {
      await setActiveBusiness(trx, call, userId, businessId, before);
    }
    return { active_business_id: businessId, business };
  });
}
