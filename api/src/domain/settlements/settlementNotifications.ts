/**
 * Who hears what of a settlement in the app (issue 20 §4), written in the change's transaction: the
 * other side when one side opens, confirms or signs; the reporter when a payment is recorded; both when
 * it is complete. The reporter is the case's reporter; the paying side the requester who asked as the
 * defaulter, else the member who proved control of the defaulter's GSTIN (none: nobody to tell).
 */
import type { Knex } from 'knex';
import { notify, notifyEach } from '../notifications';
import { payerUserId } from './settlementAccess';

type Row = Record<string, unknown>;
type Side = 'reporter' | 'defaulter';

async function sidesOf(trx: Knex.Transaction, request: Row, c: Row) {
  const reporterBusiness = await trx('businesses').where({ id: c.reporter_business_id }).first('trade_name');
  return {
    reporter: { userId: Number(c.reporter_user_id), name: String(reporterBusiness?.trade_name ?? '') },
    defaulter: { userId: await payerUserId(trx, request, c), name: String(c.defaulter_name) },
  };
}

const linkOf = (request: Row) => `/settlement-requests/details/${request.id}`;

/** One side acted (opened, confirmed, signed): the other side hears of it. */
export async function notifyOtherSide(
  trx: Knex.Transaction,
  kind: 'settlement_opened' | 'settlement_confirmed' | 'settlement_signed',
  actor: Side,
  request: Row,
  c: Row,
): Promise<void> {
  const sides = await sidesOf(trx, request, c);
  const other = actor === 'reporter' ? sides.defaulter : sides.reporter;
  const me = actor === 'reporter' ? sides.reporter : sides.defaulter;
  if (!other.userId || other.userId === me.userId) return;
  const common = { counterparty: me.name, settlement_id: String(request.id), case_id: String(c.id), amount: String(request.amount) };
  const link = linkOf(request);
  if (kind === 'settlement_opened') await notify(trx, { userId: other.userId, kind, params: common, link });
  else if (kind === 'settlement_confirmed') await notify(trx, { userId: other.userId, kind, params: common, link });
  else await notify(trx, { userId: other.userId, kind, params: common, link });
}

/** A payment was recorded: the reporter hears of it, and both sides when it completes the settlement. */
export async function notifyPayment(trx: Knex.Transaction, request: Row, c: Row, amount: string, completed: boolean): Promise<void> {
  const sides = await sidesOf(trx, request, c);
  const link = linkOf(request);
  const ids = { settlement_id: String(request.id), case_id: String(c.id) };
  await notify(trx, {
    userId: sides.reporter.userId,
    kind: 'settlement_payment',
    params: { ...ids, counterparty: sides.defaulter.name, amount },
    link,
  });
  if (completed)
    await notifyEach(trx, [sides.reporter.userId, sides.defaulter.userId], { kind: 'settlement_completed', params: ids, link });
}
