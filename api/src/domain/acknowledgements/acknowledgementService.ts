/** GET /acknowledgements/{key}: the caller's own record behind a key; another's or an unknown key is 404. */
import type { Knex } from 'knex';
import type { AcknowledgementAnswer, AcknowledgementKind } from '../../contracts/memberAccount';
import { refusal } from '../errors';
import { acknowledgementMessage, acknowledgementReference, parseAcknowledgementKey } from './acknowledgementRules';

/** Where each kind lives: its table, owner column, and an optional detail column for the reference. */
const SOURCES: Record<AcknowledgementKind, { table: string; owner: string; detail?: string }> = {
  deactivation_request: { table: 'user_deactivation_requests', owner: 'user_id' },
  gstin_review_request: { table: 'gstin_review_requests', owner: 'user_id', detail: 'gstin' },
  settlement_request: { table: 'settlement_requests', owner: 'user_id' },
};

export async function acknowledgementFor(db: Knex, userId: number, rawKey: string): Promise<AcknowledgementAnswer> {
  const key = parseAcknowledgementKey(rawKey);
  if (!key) throw refusal('ACKNOWLEDGEMENT_UNKNOWN', { key: rawKey.slice(0, 40) });
  const source = SOURCES[key.kind];
  const row = await db(source.table)
    .where({ id: key.id, [source.owner]: userId })
    .first(['id', 'status', 'created_at', ...(source.detail ? [`${source.detail} as detail`] : [])]);
  if (!row) throw refusal('ACKNOWLEDGEMENT_UNKNOWN', { key: key.key });
  const status = String(row.status);
  return {
    key: key.key,
    kind: key.kind,
    reference: acknowledgementReference(key.kind, key.id, row.detail as string | undefined),
    created_at: new Date(row.created_at).toISOString(),
    status,
    message: acknowledgementMessage(key.kind, status),
  };
}
