/**
 * Who may see and act on a settlement request (issue 10 §5): the case's reporter ('reporter' side), a
 * member owning an active business whose GSTIN is the case's defaulter GSTIN ('defaulter' side), or
 * staff with the Settlement Request feature. Anyone else is told the request does not exist (404).
 */
import type { Knex } from 'knex';
import { can } from '../../auth/principal';
import type { SignedInCall } from '../../callContext';
import { notFound } from '../../http/httpError';
import type { Side } from './settlementFlowRules';

type Db = Knex | Knex.Transaction;
export type Row = Record<string, unknown>;
export type Viewer = Side | 'staff';

export const requestNotFound = (id: number | string) => notFound(`No settlement request has the id ${id} among yours.`);
export const caseNotFound = (id: number | string) => notFound(`No defaulter case has the id ${id} among yours.`);

/** The caller's side on a case, or null. The reporter side wins if a member is somehow both. */
export async function sideOnCase(db: Db, userId: number, c: Row): Promise<Side | null> {
  if (Number(c.reporter_user_id) === userId) return 'reporter';
  const owns = await db('businesses').where({ user_id: userId, gstin: c.defaulter_gstin, status: 1 }).first('id');
  return owns ? 'defaulter' : null;
}

/** The case as the caller may see it, with their side; 404 for anyone who is neither side nor staff. */
export async function caseFor(db: Db, call: SignedInCall, caseId: number, opts: { lock?: boolean } = {}) {
  const q = db('defaulter_cases').where({ id: caseId }).first();
  if (opts.lock) q.forUpdate();
  const c = (await q) as Row | undefined;
  if (!c) throw caseNotFound(caseId);
  const side = call.who.roleType === 'customer' ? await sideOnCase(db, call.who.userId, c) : null;
  if (side) return { case: c, viewer: side as Viewer };
  if (call.who.roleType !== 'customer' && can(call.who, 'Settlement Request', 'detailView')) return { case: c, viewer: 'staff' as Viewer };
  throw caseNotFound(caseId);
}

/** The request and its case as the caller may see them (404 otherwise); both rows locked when asked (request first). */
export async function requestFor(db: Db, call: SignedInCall, requestId: number, opts: { lock?: boolean } = {}) {
  const q = db('settlement_requests').where({ id: requestId }).first();
  if (opts.lock) q.forUpdate();
  const request = (await q) as Row | undefined;
  if (!request) throw requestNotFound(requestId);
  try {
    const found = await caseFor(db, call, Number(request.case_id), opts);
    return { request, ...found };
  } catch {
    throw requestNotFound(requestId);
  }
}

/** The member user on the paying (defaulter) side: the requester if they asked as the defaulter, else the business's owner. */
export async function payerUserId(db: Db, request: Row, c: Row): Promise<number | null> {
  if (request.requested_side === 'defaulter') return Number(request.user_id);
  const owner = await db('businesses').where({ gstin: c.defaulter_gstin, status: 1 }).first('user_id');
  return owner ? Number(owner.user_id) : null;
}
