/**
 * GST hits: look GSTINs up and keep the record — one gst_hit_logs row per GSTIN, one
 * api_consumption_logs row per provider call, and the business marked GST-verified when its
 * registration is Active (legal name filled in when it was empty). Provider calls happen outside
 * any database transaction; the writes that follow are one transaction.
 *
 * A Cancelled or Suspended registration is a successful look-up (logged as success) but does not
 * verify the business: `verified` is false and the answer says why.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import { updateAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import type { BulkGstHitSummary, BusinessGstHitResult, GstHitResult, GstinDetails } from '../../contracts/gstHit';
import { markGstVerified } from '../businesses';
import type { GstLookupAdapter } from './gstAdapter';
import { lookup, mapLimit, type LookupOutcome } from './gstLookup';

const BULK_CONCURRENCY = 8;

export class BusinessNotFoundError extends Error {
  constructor(readonly businessId: number) {
    super(`No business has the id ${businessId}.`);
    this.name = 'BusinessNotFoundError';
  }
}

/** One gst_hit_logs row: 'single' and 'bulk' are staff hits, 'member' a member's own look-up (memberGstLookup.ts). */
export function hitLogRow(
  o: LookupOutcome,
  businessId: number | null,
  source: 'single' | 'bulk' | 'member',
  batchId: number | null,
  call: SignedInCall,
) {
  return {
    // The column holds 15 characters; an invalid entry is kept as far as it fits, the error says what was wrong.
    gstin: o.gstin.slice(0, 15),
    business_id: businessId,
    status: o.ok ? 'success' : 'failed',
    source,
    batch_id: batchId,
    response: JSON.stringify(o.ok ? o.details : { code: o.code, status_code: o.statusCode }),
    error: o.ok ? null : o.error.slice(0, 500),
    requested_by: call.who.userId,
    duration_ms: o.durationMs,
  };
}

/** One api_consumption_logs row: a provider call, what it cost and who caused it. */
export function apiLogRow(adapter: GstLookupAdapter, o: LookupOutcome, call: SignedInCall) {
  return {
    provider: 'gst',
    api: adapter.name.slice(0, 120),
    status_code: o.statusCode,
    cost: adapter.costPerCall,
    duration_ms: o.durationMs,
    user_id: call.who.userId,
    request_id: call.requestId?.slice(0, 64) ?? null,
  };
}

const gstPair = (businessId: number, d: GstinDetails) => ({
  businessId,
  legalName: d.legal_name,
  source: d.source,
  fetchedAt: d.fetched_at,
});

const isActive = (o: LookupOutcome) => o.ok && o.details.status === 'Active';

function toResult(o: LookupOutcome, businessId: number | null, logId?: number): GstHitResult {
  return o.ok
    ? {
        gstin: o.gstin,
        status: 'success',
        verified: isActive(o),
        business_id: businessId,
        result: o.details,
        log_id: logId,
        ...(isActive(o)
          ? {}
          : { error: `The GST registration is ${o.details.status.toLowerCase()}.`, error_code: o.details.status.toLowerCase() }),
      }
    : { gstin: o.gstin, status: 'failed', verified: false, business_id: businessId, error: o.error, error_code: o.code, log_id: logId };
}

/** POST /businesses/:id/gst-hit: look the business's GSTIN up and record it. */
export async function gstHitForBusiness(
  db: Knex,
  adapter: GstLookupAdapter,
  call: SignedInCall,
  businessId: number,
): Promise<BusinessGstHitResult> {
  const business = await db('businesses').where({ id: businessId }).first('id', 'gstin', 'legal_name', 'gst_verified_at');
  if (!business) throw new BusinessNotFoundError(businessId);
  const outcome = await lookup(adapter, business.gstin);
  const now = new Date();
  return db.transaction(async (trx) => {
    const [log] = await trx('gst_hit_logs')
      .insert(hitLogRow(outcome, businessId, 'single', null, call))
      .returning('id');
    if (outcome.called) await trx('api_consumption_logs').insert(apiLogRow(adapter, outcome, call));
    if (outcome.ok && isActive(outcome)) await markGstVerified(trx, [gstPair(businessId, outcome.details)], now);
    const after = await trx('businesses').where({ id: businessId }).first();
    await recordAction(trx, call, {
      resource: 'businesses',
      recordId: businessId,
      action: 'gst_hit',
      before: { gst_verified_at: business.gst_verified_at, legal_name: business.legal_name },
      after: {
        gst_verified_at: after.gst_verified_at,
        legal_name: after.legal_name,
        result: outcome.ok ? outcome.details.status : outcome.code,
        log_id: log.id,
      },
    });
    return { ...toResult(outcome, businessId, log.id as number), business: after };
  });
}

/** POST /businesses/gst-hit/bulk: one batch row, one log row per distinct GSTIN. */
export async function gstHitBulk(
  db: Knex,
  adapter: GstLookupAdapter,
  call: SignedInCall,
  entries: string[],
  fileName: string,
): Promise<BulkGstHitSummary> {
  const distinct = [...new Set(entries.map((e) => e.trim().toUpperCase()))];
  const [batch] = await db('gst_hit_batches')
    .insert({
      file_name: fileName.slice(0, 255),
      total: distinct.length,
      status: 'running',
      requested_by: call.who.userId,
    })
    .returning('id');
  try {
    const outcomes = await mapLimit(distinct, BULK_CONCURRENCY, (g) => lookup(adapter, g));
    const businesses = await db('businesses')
      .whereIn(
        'gstin',
        outcomes.filter((o) => o.gstin.length === 15).map((o) => o.gstin),
      )
      .select('id', 'gstin');
    const businessOf = new Map<string, number>(businesses.map((b: { id: number; gstin: string }) => [b.gstin, b.id]));
    const now = new Date();
    const success = outcomes.filter((o) => o.ok).length;
    const results = await db.transaction(async (trx) => {
      const logIds: Array<{ id: number }> = [];
      for (let i = 0; i < outcomes.length; i += 500) {
        const chunk = outcomes.slice(i, i + 500).map((o) => hitLogRow(o, businessOf.get(o.gstin) ?? null, 'bulk', batch.id, call));
        logIds.push(...(await trx('gst_hit_logs').insert(chunk).returning('id')));
      }
      const calls = outcomes.filter((o) => o.called).map((o) => apiLogRow(adapter, o, call));
      for (let i = 0; i < calls.length; i += 500) await trx('api_consumption_logs').insert(calls.slice(i, i + 500));
      await markGstVerified(
        trx,
        outcomes.flatMap((o) => (o.ok && isActive(o) && businessOf.has(o.gstin) ? [gstPair(businessOf.get(o.gstin)!, o.details)] : [])),
        now,
      );
      await updateAudited(
        trx,
        call,
        'gst_hit_batches',
        Number(batch.id),
        { success_count: success, failed_count: outcomes.length - success, status: 'done', finished_at: now, updated_at: now },
        {
          resource: 'gst-hit-batches',
          action: 'gst_hit',
          returning: ['id'],
          shown: () => ({ file_name: fileName, total: distinct.length, success, failed: outcomes.length - success }),
        },
      );
      return outcomes.map((o, i) => toResult(o, businessOf.get(o.gstin) ?? null, logIds[i]?.id));
    });
    return {
      batch_id: batch.id,
      total: distinct.length,
      success,
      failed: distinct.length - success,
      duplicates: entries.length - distinct.length,
      results,
    };
  } catch (err) {
    await db('gst_hit_batches').where({ id: batch.id }).update({ status: 'failed', finished_at: new Date(), updated_at: new Date() });
    throw err;
  }
}
