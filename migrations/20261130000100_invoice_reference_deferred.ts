import type { Knex } from 'knex';

/**
 * A report charged to the wallet is stored before its GST tax invoice is written: the invoice is
 * issued as the transaction's last statement (walletServiceCharge.chargeWalletForService), because
 * the year's invoice number counter is held from then to the commit and every other invoice waits
 * for it. The report refers to the invoice by the id taken from the sequence beforehand, so its
 * foreign key is checked at the commit instead of at the insert.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE cir_reports ALTER CONSTRAINT cir_reports_invoice_id_foreign DEFERRABLE INITIALLY DEFERRED`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE cir_reports ALTER CONSTRAINT cir_reports_invoice_id_foreign NOT DEFERRABLE`);
}
