/**
 * Call-request holds (issue 10 §5): while a settlement request is being negotiated, collection calls
 * on its case are paused by a hold row (status 'hold'); it is released when the request is settled or
 * rejected, or by staff with a note. Every hold and release is a call_hold_release_logs row.
 */
import type { Knex } from 'knex';
import { insertAudited, updateAudited, updateAuditedIf } from '../../audit/auditedWrite';
import type { CallContext, SignedInCall } from '../../callContext';
import type { z } from 'zod';
import type { holdReleaseInput, settlementRejectInput } from '../../contracts/settlement';
import { refusal } from '../errors';

type Row = Record<string, unknown>;

/**
 * Pauses collection calls on the request's case. `opts.at` dates a hold placed on a past day (history
 * brought in); `opts.note` is the log's note when it says more than the reason.
 */
export async function placeHold(
  trx: Knex.Transaction,
  call: CallContext,
  request: Row,
  reason: string,
  opts: { at?: Date; note?: string } = {},
) {
  const dated = opts.at ? { created_at: opts.at, updated_at: opts.at } : {};
  const hold = await insertAudited(
    trx,
    call,
    'call_request_holds',
    {
      case_id: request.case_id,
      user_id: request.user_id,
      settlement_request_id: request.id,
      reason,
      status: 'hold',
      held_by: call.who?.userId ?? null,
      ...dated,
    },
    { resource: 'call-request-holds' },
  );
  await trx('call_hold_release_logs').insert({
    hold_id: hold.id,
    action: 'hold',
    actor_user_id: call.who?.userId ?? null,
    note: opts.note ?? reason,
    ...(opts.at ? { created_at: opts.at } : {}),
  });
  return hold as Row;
}

/** Releases the request's open holds (settled or rejected), each logged. */
export async function releaseHoldsOf(trx: Knex.Transaction, call: CallContext, requestId: number, note: string) {
  const open = await trx('call_request_holds')
    .where({ settlement_request_id: requestId, status: 'hold' })
    .orderBy('id')
    .forUpdate()
    .pluck('id');
  const released: Row[] = [];
  for (const id of open) {
    const hold = await updateAuditedIf(
      trx,
      call,
      'call_request_holds',
      Number(id),
      (q) => void q.where({ status: 'hold' }),
      { status: 'released', released_at: trx.fn.now(), updated_at: trx.fn.now() },
      { resource: 'call-request-holds', action: 'release', shown: (row) => ({ ...row, note }) },
    );
    if (!hold) continue;
    await trx('call_hold_release_logs').insert({ hold_id: hold.id, action: 'release', actor_user_id: call.who?.userId ?? null, note });
    released.push(hold);
  }
  return released;
}

/** POST /call-request-holds/:id/release { note } (staff, Settlement Request → process). */
export async function releaseHoldByStaff(db: Knex, call: SignedInCall, holdId: number, { note }: z.output<typeof holdReleaseInput>) {
  return db.transaction((trx) => releaseHold(trx, call, holdId, note));
}

/** Releases one hold with a note, logged and audited; `at` dates a release made on a past day (history brought in). */
export async function releaseHold(trx: Knex.Transaction, call: CallContext, holdId: number, note: string, at?: Date) {
  const before = await trx('call_request_holds').where({ id: holdId }).forUpdate().first();
  if (!before) throw refusal('HOLD_ID_UNKNOWN', { id: holdId });
  if (before.status !== 'hold') throw refusal('HOLD_RELEASED', {});
  const when = at ?? trx.fn.now();
  const after = await updateAudited<Row>(
    trx,
    call,
    'call_request_holds',
    holdId,
    { status: 'released', released_at: when, updated_at: when },
    { resource: 'call-request-holds', action: 'release', before, shown: (row) => ({ ...row, note }) },
  );
  await trx('call_hold_release_logs').insert({
    hold_id: holdId,
    action: 'release',
    actor_user_id: call.who?.userId ?? null,
    note,
    ...(at ? { created_at: at } : {}),
  });
  return after;
}

/**
 * POST /settlement/requests/:id/reject { note }: staff (Settlement Request → process) reject an open
 * request; its hold on collection calls is released, logged with the note. Recorded payments stay.
 */
export async function rejectSettlementRequest(
  db: Knex,
  call: SignedInCall,
  requestId: number,
  { note }: z.output<typeof settlementRejectInput>,
) {
  return db.transaction(async (trx) => {
    const before = await trx('settlement_requests').where({ id: requestId }).forUpdate().first();
    if (!before) throw refusal('SETTLEMENT_ID_UNKNOWN', { id: requestId });
    if (before.status === 'settled') throw refusal('SETTLEMENT_ALREADY_SETTLED', {});
    if (before.status === 'rejected') throw refusal('SETTLEMENT_ALREADY_REJECTED', {});
    const after = await updateAudited(
      trx,
      call,
      'settlement_requests',
      requestId,
      { status: 'rejected', remarks: note, updated_at: trx.fn.now() },
      { resource: 'settlement-requests', action: 'reject', before },
    );
    await releaseHoldsOf(trx, call, requestId, `Settlement request rejected: ${note}`);
    return after as Row;
  });
}
