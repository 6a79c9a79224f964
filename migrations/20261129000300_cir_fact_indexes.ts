import type { Knex } from 'knex';

/**
 * The CIR's credit facts (api/src/domain/cir/creditFacts.ts) read everything about a PAN — the
 * GSTIN asked about and the other GSTINs of the same PAN (GSTIN characters 3–12). The PAN is taken
 * from the GSTIN itself rather than from defaulter_cases.defaulter_pan / businesses.pan, which staff
 * can leave empty or mistype, so these indexes are built on exactly the queries' expression:
 *  - defaulter_cases (substr(defaulter_gstin, 3, 10), status): a PAN's listed cases (status
 *    verified / partly settled) and its settled and disputed ones, without reading other PANs' rows
 *    — the (defaulter_gstin, status) index cannot answer "any GSTIN of this PAN";
 *  - businesses (substr(gstin, 3, 10)): the PAN's registered businesses, whose recorded credit
 *    purchases are then read by business_transactions (buyer_business_id).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX defaulter_cases_pan_status ON defaulter_cases ((substr(defaulter_gstin, 3, 10)), status)');
  await knex.raw('CREATE INDEX businesses_gstin_pan ON businesses ((substr(gstin, 3, 10)))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS businesses_gstin_pan');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_pan_status');
}
