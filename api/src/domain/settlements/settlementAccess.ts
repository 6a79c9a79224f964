/**
 * Who may see and act on a settlement request (issue 10 §5): the case's reporter ('reporter' side), a
 * member who proved control of an active business with the case's defaulter GSTIN ('defaulter' side,
 * issue 18 §1: holding the GSTIN is not enough) once the case was verified or a notice went out (a
 * report still in processing is the reporter's and staff's alone), or staff with the Settlement Request
 * feature. Anyone else is told the request does not exist (404).
 */
import type { Knex } from 'knex';
import { can } from '../../auth';
import type { SignedInCall } from '../../callContext';
import { controlledBusiness, controllingUserId } from '../businesses';
import { openToDefaulter } from '../defaulterCases';
import { refusal } from '../errors';
import type { Side } from './settlementFlowRules';

type Db = Knex | Knex.Transaction;
export type Row = Record<string, unknown>;
export type Viewer = Side | 'staff';

export const requestNotFound = (id: number | string) => refusal('SETTLEMENT_NOT_YOURS', { id });
export const caseNotFound = (id: number | string) => refusal('CASE_NOT_YOURS', { id });

/** The caller's side on a case, or null. The reporter side wins if a member is somehow both. */
export async function sideOnCase(db: Db, userId: number, c: Row): Promise<Side | null> {
  if (Number(c.reporter_user_id) === userId) return 'reporter';
  if (!openToDefaulter(c)) return null;
  return (await controlledBusiness(db, userId, String(c.defaulter_gstin))) ? 'defaulter' : null;
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

/** The member user on the paying (defaulter) side: the requester if they asked as the defaulter, else who proved control of the GSTIN. */
export async function payerUserId(db: Db, request: Row, c: Row): Promise<number | null> {
  if (request.requested_side === 'defaulter') return Number(request.user_id);
  return controllingUserId(db, String(c.defaulter_gstin));
}
