import type { Knex } from 'knex';

/**
 * Marks businesses GST-verified after a lookup found their GSTIN active (the GST hit, single or bulk):
 * stamps gst_verified_at and fills an empty legal name from the register. The businesses component owns
 * the table (issue 19 §1); the GST hit calls this.
 */
export async function markGstVerified(trx: Knex.Transaction, pairs: Array<{ businessId: number; legalName: string }>, now: Date) {
  if (!pairs.length) return;
  await trx.raw(
    `UPDATE businesses b SET gst_verified_at = ?,
      legal_name = CASE WHEN coalesce(btrim(b.legal_name), '') = '' THEN left(v.legal_name, 200) ELSE b.legal_name END,
      updated_at = ?
    FROM (SELECT unnest(?::bigint[]) AS id, unnest(?::text[]) AS legal_name) v WHERE b.id = v.id`,
    [now, now, pairs.map((p) => p.businessId), pairs.map((p) => p.legalName)],
  );
}
