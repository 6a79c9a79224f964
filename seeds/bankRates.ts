import type { Knex } from 'knex';

/**
 * RBI bank rates for MSMED Act interest. Since February 2012 the bank rate has moved with the
 * marginal standing facility (MSF) rate, 25 basis points above the repo rate since April 2017; each
 * row is the date a monetary-policy change took effect. TO BE CHECKED BY STAFF against the RBI's own
 * notifications (Settings → RBI bank rates), and later changes added there.
 *
 * Only written into an empty table (the first start), so a row staff correct or delete stays as they left it.
 */
const RATES: readonly { effective_from: string; rate_percent: string; note: string }[] = [
  { effective_from: '2020-05-22', rate_percent: '4.25', note: 'Repo 4.00 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2022-05-04', rate_percent: '4.65', note: 'Repo 4.40 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2022-06-08', rate_percent: '5.15', note: 'Repo 4.90 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2022-08-05', rate_percent: '5.65', note: 'Repo 5.40 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2022-09-30', rate_percent: '6.15', note: 'Repo 5.90 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2022-12-07', rate_percent: '6.50', note: 'Repo 6.25 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2023-02-08', rate_percent: '6.75', note: 'Repo 6.50 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2025-02-07', rate_percent: '6.50', note: 'Repo 6.25 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2025-04-09', rate_percent: '6.25', note: 'Repo 6.00 % + 0.25 (seeded: to be checked by staff)' },
  { effective_from: '2025-06-06', rate_percent: '5.75', note: 'Repo 5.50 % + 0.25 (seeded: to be checked by staff)' },
];

export async function seedBankRates(knex: Knex): Promise<void> {
  const any = await knex('rbi_bank_rates').first('id');
  if (any) return;
  await knex('rbi_bank_rates').insert(RATES).onConflict('effective_from').ignore();
}
