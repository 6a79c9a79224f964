/**
 * Which GST look-up this process uses: GST_PROVIDER=cashfree → Cashfree Verification behind our
 * cache and daily quota (cachedGstAdapter.ts); unset or 'sandbox' → the offline sandbox (refused in
 * production unless STAGING=true: config/productionReadiness.ts).
 *
 * GST_CACHE_HOURS (default 24; 0 turns the cache off), GST_DAILY_QUOTA (default 1000 provider calls
 * per 24 hours), GST_COST_PER_CALL (rupees, for the API consumption log; default '0.00').
 */
import type { Knex } from 'knex';
import { cashfreeConfigFromEnv, createCashfreeClient } from '../../adapters/cashfree/cashfreeClient';
import { chosenProvider } from '../../config/productionReadiness';
import type { GstLookupAdapter } from './gstAdapter';
import { cachedGstAdapter } from './cachedGstAdapter';
import { cashfreeGstAdapter } from './cashfreeGstAdapter';
import { sandboxGstAdapter } from './sandboxGstAdapter';

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}".`);
  return Number(raw);
}

export function gstAdapterFromEnv(db: Knex, env: Env = process.env): GstLookupAdapter {
  if (chosenProvider('gst', env) === 'sandbox') return sandboxGstAdapter;
  const cost = env.GST_COST_PER_CALL?.trim() || '0.00';
  if (!/^\d+(\.\d{1,2})?$/.test(cost)) throw new Error(`GST_COST_PER_CALL must be rupees like 1.50, got "${cost}".`);
  const client = createCashfreeClient(cashfreeConfigFromEnv(env));
  return cachedGstAdapter(db, cashfreeGstAdapter({ client, costPerCall: cost }), {
    cacheHours: wholeNumber(env, 'GST_CACHE_HOURS', 24),
    dailyQuota: wholeNumber(env, 'GST_DAILY_QUOTA', 1000),
  });
}
