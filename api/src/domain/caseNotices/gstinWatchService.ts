/** A member's GSTIN watches: list, add (at most MAX_WATCHES, idempotent), remove — each audited. */
import type { Knex } from 'knex';
import { deleteAudited, insertAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import type { GstinWatch } from '../../contracts/gstinWatches';
import { aggregateRow } from '../../db/aggregateRow';
import { reason, refusal } from '../errors';

export const MAX_WATCHES = 200;

const asWatch = (r: { id: unknown; gstin: string; created_at: unknown }): GstinWatch => ({
  id: Number(r.id),
  gstin: r.gstin,
  created_at: new Date(r.created_at as string).toISOString(),
});

export async function listWatches(db: Knex, call: SignedInCall): Promise<GstinWatch[]> {
  const rows = await db('gstin_watches').where({ user_id: call.who.userId }).orderBy('id', 'desc').limit(MAX_WATCHES);
  return rows.map(asWatch);
}

/** Adds a watch; the existing one when already watched (created: false). Serialised per member. */
export async function addWatch(db: Knex, call: SignedInCall, gstin: string): Promise<{ created: boolean; watch: GstinWatch }> {
  return db.transaction(async (trx) => {
    await trx.raw('SELECT 1 FROM users WHERE id = ? FOR UPDATE', [call.who.userId]);
    const existing = await trx('gstin_watches').where({ user_id: call.who.userId, gstin }).first();
    if (existing) return { created: false, watch: asWatch(existing) };
    const { count } = aggregateRow(await trx('gstin_watches').where({ user_id: call.who.userId }).count({ count: '*' }));
    if (Number(count) >= MAX_WATCHES)
      throw refusal('WATCHES_MAX', { max: MAX_WATCHES }, { gstin: reason('WATCHES_MAX_FIELD', { max: MAX_WATCHES }) });
    const row = await insertAudited<{ id: number; gstin: string; created_at: string }>(
      trx,
      call,
      'gstin_watches',
      { user_id: call.who.userId, gstin },
      { resource: 'gstin-watches', shown: () => ({ gstin }) },
    );
    return { created: true, watch: asWatch(row) };
  });
}

/** Removes a watch; false when the member was not watching that GSTIN. */
export async function removeWatch(db: Knex, call: SignedInCall, gstin: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await trx('gstin_watches').where({ user_id: call.who.userId, gstin }).forUpdate().first('id');
    if (row) await deleteAudited(trx, call, 'gstin_watches', Number(row.id), { resource: 'gstin-watches', before: { gstin } });
    return !!row;
  });
}
