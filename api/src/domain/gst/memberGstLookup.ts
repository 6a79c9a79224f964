/**
 * A member's own GSTIN look-up (POST /api/businesses/gst-lookup, and adding a business): checked
 * before any provider call, limited per member, logged where staff hits are logged (gst_hit_logs
 * with source 'member', one api_consumption_logs row per provider call), and answered in the words
 * a member reads — 400 for a wrong number, 404 when GST does not know it, 503 when GST is down.
 * The provider is called outside any transaction; `db` only writes the two log rows.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import type { GstinDetails } from '../../contracts/gstHit';
import { takeQuota } from '../../db/quota';
import { MEMBER_GST_LOOKUP_LIMIT, MEMBER_LOOKUP_REUSE_SECONDS } from '../../contracts/memberBusiness';
import { normaliseGstin } from '../../validation';
import type { GstLookupAdapter } from './gstAdapter';
import { apiLogRow, hitLogRow } from './gstHitService';
import { gstinProblem } from './gstinProblem';
import { lookup } from './gstLookup';
import { refusal, ruleRefusal } from '../errors';

/** 400 with the validation library's message on `gstin` when the number is not a valid GSTIN. */
export function assertGstin(input: unknown): string {
  const gstin = normaliseGstin(typeof input === 'string' ? input : '');
  const problem = gstinProblem(gstin);
  if (problem) throw ruleRefusal(problem, ['gstin']);
  return gstin;
}

/**
 * Takes one of the member's look-ups of the window (a quota, db/quota.ts: counted and taken under
 * a lock, so concurrent look-ups never pass the limit); 429 with Retry-After once they are used up.
 * Taken before the provider is called, so a failed look-up counts too.
 */
export async function assertMemberMayLookUp(db: Knex, userId: number, limit = MEMBER_GST_LOOKUP_LIMIT): Promise<void> {
  const refused = await takeQuota(db, { key: `gst-lookup:user:${userId}`, ...limit });
  if (refused) {
    const minutes = Math.ceil(refused.retryAfter / 60);
    throw refusal('GST_LOOKUP_LIMIT', { max: limit.max, minutes }, undefined, { retryAfterSeconds: refused.retryAfter });
  }
}

/** Looks a GSTIN up for the calling member and logs it; resolves with the registration or throws the answer. */
export async function memberLookup(db: Knex, adapter: GstLookupAdapter, call: SignedInCall, input: unknown): Promise<GstinDetails> {
  const gstin = assertGstin(input);
  await assertMemberMayLookUp(db, call.who.userId);
  const outcome = await lookup(adapter, gstin);
  await db.transaction(async (trx) => {
    await trx('gst_hit_logs').insert(hitLogRow(outcome, null, 'member', null, call));
    if (outcome.called) await trx('api_consumption_logs').insert(apiLogRow(adapter, outcome, call));
  });
  if (outcome.ok) return outcome.details;
  switch (outcome.code) {
    case 'not_found':
      throw refusal('GST_REGISTRATION_UNKNOWN', { gstin }, undefined, { details: { error_code: 'not_found' } });
    case 'invalid_gstin':
      throw ruleRefusal(outcome.error, ['gstin']);
    default:
      throw refusal('GST_SERVICE_DOWN', {}, undefined, { details: { error_code: 'unavailable' }, retryAfterSeconds: 60 });
  }
}

/** The member's own successful look-up of this GSTIN in the last minutes, reused instead of a second paid call. */
export async function recentMemberLookup(db: Knex | Knex.Transaction, userId: number, gstin: string): Promise<GstinDetails | undefined> {
  const row = await db('gst_hit_logs')
    .where({ requested_by: userId, gstin, source: 'member', status: 'success' })
    .whereRaw(`created_at > now() - (?::int * interval '1 second')`, [MEMBER_LOOKUP_REUSE_SECONDS])
    .orderBy('id', 'desc')
    .first('response');
  return row?.response as GstinDetails | undefined;
}
