import type { Knex } from 'knex';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import type { Scope } from './resourceScope';
import { refusal } from '../domain/errors';

/**
 * A customer may only link their rows to records they own (fields marked `ownedByCaller`):
 * answering 403 on the field, as if the other record were not there for them.
 */
export async function assertOwnReferences(trx: Knex.Transaction, r: ResourceDef, data: Record<string, unknown>, scope: Scope) {
  if (scope.kind !== 'owner') return;
  for (const [field, def] of Object.entries(r.fields)) {
    const value = data[field];
    if (!def.ownedByCaller || value === null || value === undefined) continue;
    const target = getResource(def.reference!)!;
    const owned =
      target.owner &&
      (await trx(target.table)
        .where(target.baseFilter ?? {})
        .where({ id: value, [target.owner.column]: scope.userId })
        .first('id'));
    if (!owned) {
      throw refusal('OWN_REFERENCE_ONLY', { things: target.label.toLowerCase() }, [field]);
    }
  }
}
