/**
 * One GSTIN look-up through an adapter, timed and classified — no database. Invalid input is
 * answered here without calling the provider (so it costs nothing and is not an API call).
 */
import type { GstinDetails } from '../../contracts/gstHit';
import { normaliseGstin } from '../../validation';
import { GstLookupError, type GstLookupAdapter } from './gstAdapter';
import { gstinProblem } from './gstinProblem';

export type LookupOutcome =
  | { ok: true; gstin: string; details: GstinDetails; statusCode: number; durationMs: number; called: boolean }
  | { ok: false; gstin: string; code: string; error: string; statusCode: number | null; durationMs: number; called: boolean };

export async function lookup(adapter: GstLookupAdapter, input: string): Promise<LookupOutcome> {
  const gstin = normaliseGstin(input);
  const problem = gstinProblem(gstin);
  if (problem) return { ok: false, gstin, code: 'invalid_gstin', error: problem, statusCode: null, durationMs: 0, called: false };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await adapter.lookupGstin(gstin);
    // Every answer says where it came from and when (stored with the hit and on the business).
    const details: GstinDetails = {
      ...answer,
      source: answer.source ?? adapter.name.split('/')[0],
      fetched_at: answer.fetched_at ?? new Date().toISOString(),
    };
    // A cached answer cost no provider call: no api_consumption_logs row for it.
    return { ok: true, gstin, details, statusCode: 200, durationMs: elapsed(), called: !answer.from_cache };
  } catch (err) {
    if (err instanceof GstLookupError) {
      // Refused by our own daily quota: the provider was not called.
      const called = err.code !== 'quota_exhausted';
      return { ok: false, gstin, code: err.code, error: err.message, statusCode: err.statusCode, durationMs: elapsed(), called };
    }
    // A provider that throws something else (network error, bad JSON) is "unavailable", not our 500.
    return {
      ok: false,
      gstin,
      code: 'unavailable',
      error: 'The GST service failed to answer. Please try again later.',
      statusCode: null,
      durationMs: elapsed(),
      called: true,
    };
  }
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
