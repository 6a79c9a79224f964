import type { Knex } from 'knex';

/**
 * Marks businesses GST-verified after a lookup found their GSTIN active (the GST hit, single or bulk):
 * stamps gst_verified_at and fills an empty legal name from the register. The businesses component owns
 * the table (issue 19 §1); the GST hit calls this.
 */
export interface GstVerifiedPair {
  businessId: number;
  legalName: string;
  /** The provider that answered ('sandbox', 'cashfree') and when (issue 20 §2: GST data carries its source and time). */
  source?: string | null;
  fetchedAt?: string | Date | null;
}

export async function markGstVerified(trx: Knex.Transaction, pairs: GstVerifiedPair[], now: Date) {
  if (!pairs.length) return;
  await trx.raw(
    `UPDATE businesses b SET gst_verified_at = ?,
      legal_name = CASE WHEN coalesce(btrim(b.legal_name), '') = '' THEN left(v.legal_name, 200) ELSE b.legal_name END,
      gst_source = left(v.source, 40), gst_fetched_at = coalesce(v.fetched_at, ?),
      updated_at = ?
    FROM (SELECT unnest(?::bigint[]) AS id, unnest(?::text[]) AS legal_name, unnest(?::text[]) AS source,
      unnest(?::timestamptz[]) AS fetched_at) v WHERE b.id = v.id`,
    [
      now.toISOString(),
      now.toISOString(),
      now.toISOString(),
      pairs.map((p) => p.businessId),
      pairs.map((p) => p.legalName),
      // Nulls inside text[] are fine for PostgreSQL; Knex's binding type only knows arrays without them.
      pairs.map((p) => p.source ?? null) as string[],
      pairs.map((p) => (p.fetchedAt ? new Date(p.fetchedAt).toISOString() : null)) as string[],
    ],
  );
}
