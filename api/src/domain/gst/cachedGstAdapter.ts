/**
 * A paid GST provider behind our cache and our daily quota (issue 20 §2):
 * - an Active, Cancelled or Suspended registration this provider gave in the last GST_CACHE_HOURS
 *   (default 24) is answered from the GST hit log (gst_hit_logs.response), with `from_cache: true`
 *   and no provider call (so no api_consumption_logs row);
 * - otherwise one take of the daily quota (GST_DAILY_QUOTA provider calls per 24 hours across the
 *   site, default 1000): once it is used up the look-up fails as `quota_exhausted` — the member reads
 *   "GST is not answering, retry later" (503), never an invented name.
 * Only answers of the same provider are reused: nothing the offline sandbox said is served as real.
 */
import type { Knex } from 'knex';
import type { GstinDetails } from '../../contracts/gstHit';
import { takeQuota } from '../../db/quota';
import { GstLookupError, type GstLookupAdapter } from './gstAdapter';

export interface GstCacheOptions {
  cacheHours: number;
  dailyQuota: number;
}

export const GST_PROVIDER_QUOTA_KEY = 'gst-provider:daily';

export function cachedGstAdapter(db: Knex, inner: GstLookupAdapter, opts: GstCacheOptions): GstLookupAdapter {
  const source = inner.name.split('/')[0]!;
  return {
    name: inner.name,
    costPerCall: inner.costPerCall,
    async lookupGstin(gstin) {
      if (opts.cacheHours > 0) {
        const row = await db('gst_hit_logs')
          .where({ gstin, status: 'success' })
          .whereRaw(`response->>'source' = ?`, [source])
          .whereRaw(`created_at > now() - (?::int * interval '1 hour')`, [opts.cacheHours])
          .orderBy('id', 'desc')
          .first('response');
        if (row?.response) return { ...(row.response as GstinDetails), from_cache: true };
      }
      const refused = await takeQuota(db, { key: GST_PROVIDER_QUOTA_KEY, max: opts.dailyQuota, windowSeconds: 24 * 3600 });
      if (refused) throw new GstLookupError('quota_exhausted', "Today's GST look-ups are used up. Please try again later.", 429);
      const answer = await inner.lookupGstin(gstin);
      const { from_cache: _ignored, ...fresh } = answer;
      return fresh;
    },
  };
}
