/**
 * Staff finding members (spec §7): every look-up reads the registry's `customers` list with the
 * caller's scope (Customer → listView), and shows contact details masked per spec §9 unless the
 * caller's role also has Customer → detailView.
 *  GET  /user/fetchByPhone/:phone, /user/fetchByEmail/:email → { status, data: [member] };
 *       failure object (data: []) on any error, 404 when nobody matches
 *  POST /admin/fetchUserbyquery/get { query } → { status, data: [member…] } (mobile, email, or text; at most 25)
 *  GET  /admin/user/list?q= → { status, data: [{ id, name, mobile, email }] }: active members for pickers, by name, at most 25
 */
import { Router, type Request } from 'express';
import { can } from '../../auth/principal';
import { bodyOf, parseField } from '../../http/requestBody';
import type { AppContext } from '../../context';
import { contactsAsAllowed } from './contactMasking';
import { userQueryFilter } from './userQuery';
import { callFor } from '../../engine/requestCall';
import { listRecords } from '../../engine/resourceService';
import { failureObject, ok } from '../../http/failureObject';
import { emailSchema, mobileSchema } from '../../validation';
import { listParamsFrom, requireStaff, resource } from '../../engine/engineCalls';
import { refusal } from '../errors';

const PAGE = [0, 24];

/** Members matching a customers filter, as this caller may see them. */
async function findMembers(ctx: AppContext, req: Request, filter: Record<string, unknown>, sort?: [string, string]) {
  const customers = resource('customers');
  const call = callFor(ctx, req, customers, 'list');
  const { rows } = await listRecords(customers, listParamsFrom(customers, { filter, sort, range: PAGE }), call);
  return contactsAsAllowed(rows, can(call.who, 'Customer', 'detailView'));
}

async function exactlyOne(
  ctx: AppContext,
  req: Request,
  filter: Record<string, string>,
  nobody: 'MEMBER_MOBILE_UNKNOWN' | 'MEMBER_EMAIL_UNKNOWN',
) {
  const found = await findMembers(ctx, req, filter);
  if (!found.length) throw refusal(nobody, {});
  return ok(found);
}

export function userLookupRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/user/fetchByPhone/:phone', failureObject([]), requireStaff, async (req, res) => {
    const mobile = parseField(mobileSchema, req.params.phone, 'phone', 'Enter a valid 10-digit mobile number.');
    res.json(await exactlyOne(ctx, req, { mobile }, 'MEMBER_MOBILE_UNKNOWN'));
  });

  router.get('/user/fetchByEmail/:email', failureObject([]), requireStaff, async (req, res) => {
    const email = parseField(emailSchema, req.params.email, 'email', 'Enter a valid email address.');
    res.json(await exactlyOne(ctx, req, { email }, 'MEMBER_EMAIL_UNKNOWN'));
  });

  router.post('/admin/fetchUserbyquery/get', requireStaff, async (req, res) => {
    res.json(ok(await findMembers(ctx, req, userQueryFilter(bodyOf(req).query))));
  });

  router.get('/admin/user/list', requireStaff, async (req, res) => {
    const q = req.query.q;
    if (q !== undefined && (typeof q !== 'string' || q.length > 100)) throw refusal('LOOKUP_Q_TEXT', {});
    const rows = await findMembers(ctx, req, { status: 1, ...(q ? { q } : {}) }, ['name', 'ASC']);
    res.json(ok(rows.map(({ id, name, mobile, email }) => ({ id, name, mobile, email }))));
  });

  return router;
}
