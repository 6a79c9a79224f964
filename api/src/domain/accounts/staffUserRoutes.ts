/**
 * Spec §7 "Admin" calls about accounts, each through the registry resource it reads or changes
 * (customers: Customer; admin-users: Admin Users) with the caller's scope, so the permissions,
 * staff-grant rules (domain/staffAccess), session revocation and audit are the back office's own.
 * Lists answer { status, data, total, estimated }; one record { status, data }.
 *  GET|POST /admin/users/list (filter, sort, range: in the query as JSON, or in the body) → members
 *  GET  /admin/users/list/:id → one member        POST /admin/admins/list → staff accounts
 *  POST /admin/users/list/count { filter? } → { total, estimated }
 *  GET  /admin/getUserData/:id → the account with role, role_type and accessAction
 *  DELETE /admin/user/delete/:id → deactivates (status 0; every session ends)
 *  GET|DELETE /admin/user/activate/:id → activates again (status 1)
 *  POST /user/role/update { user_id, role_id } → a staff account's role (failure object on error)
 *  GET  /check/admin/role/validity → { valid, role_id, role_name, accessAction }; 403 when not valid
 */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate';
import { bodyOf, parseBody } from '../../http/requestBody';
import { loadUserDetails } from '../../auth/userDetails';
import type { AppContext } from '../../context';
import { accountResourceName } from './accountKind';
import { callerRoleValidity } from '../staffAccess';
import { callFor, idOf } from '../../engine/requestCall';
import { deleteRecord, getRecord, listRecords, updateRecord } from '../../engine/resourceService';
import { failureObject, ok } from '../../http/failureObject';
import { listParamsFrom, listPage, requireStaff, resource } from '../../engine/engineCalls';
import { reason, refusal, ruleRefusal } from '../errors';

const wholeNumber = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: `Choose the ${what}.` })
      .int(`Choose the ${what}.`)
      .positive(`Choose the ${what}.`),
  );
/** What POST /user/role/update reads (the OpenAPI contract states this same schema). */
export const roleUpdateSchema = z.object({ user_id: wholeNumber('staff account'), role_id: wholeNumber('role') });

/** The resource of an account id (customers or admin-users), 404 when there is none. */
async function accountResource(ctx: AppContext, req: Request) {
  const id = idOf(req);
  const name = await accountResourceName(ctx.db, id);
  if (!name) throw refusal('ACCOUNT_ID_UNKNOWN', { id });
  return { id, r: resource(name) };
}

function listOf(ctx: AppContext, name: string, source: (req: Request) => Record<string, unknown>) {
  return async (req: Request, res: Response) => {
    const r = resource(name);
    const call = callFor(ctx, req, r, 'list');
    res.json(await listPage(r, listParamsFrom(r, source(req)), call));
  };
}

export function staffUserRoutes(ctx: AppContext) {
  const router = Router();
  const query = (req: Request) => req.query as Record<string, unknown>;

  router.get('/admin/users/list', requireStaff, listOf(ctx, 'customers', query));
  router.post('/admin/users/list', requireStaff, listOf(ctx, 'customers', bodyOf));
  router.post('/admin/admins/list', requireStaff, listOf(ctx, 'admin-users', bodyOf));

  router.post('/admin/users/list/count', requireStaff, async (req, res) => {
    const customers = resource('customers');
    const call = callFor(ctx, req, customers, 'list');
    const { filter } = bodyOf(req);
    const { total, estimated } = await listRecords(customers, { ...listParamsFrom(customers, { filter }), offset: 0, limit: 1 }, call);
    res.json(ok({ total, estimated }));
  });

  router.get('/admin/users/list/:id', requireStaff, async (req, res) => {
    const customers = resource('customers');
    res.json(ok(await getRecord(customers, idOf(req), callFor(ctx, req, customers, 'show'))));
  });

  router.get('/admin/getUserData/:id', requireStaff, async (req, res) => {
    const { id, r } = await accountResource(ctx, req);
    const record = await getRecord(r, id, callFor(ctx, req, r, 'show'));
    const details = (await loadUserDetails(ctx.db, id))!;
    res.json(ok({ ...record, role: details.role, role_type: details.role_type, accessAction: details.accessAction }));
  });

  router.delete('/admin/user/delete/:id', requireStaff, async (req, res) => {
    const { id, r } = await accountResource(ctx, req);
    await deleteRecord(r, id, callFor(ctx, req, r, 'delete'));
    res.json(ok({ id, status: 0 }, { message: 'The account is deactivated and signed out everywhere.' }));
  });

  const activate = async (req: Request, res: Response) => {
    const { id, r } = await accountResource(ctx, req);
    await updateRecord(r, id, { status: 1 }, callFor(ctx, req, r, 'delete'));
    res.json(ok({ id, status: 1 }, { message: 'The account is active again.' }));
  };
  router.get('/admin/user/activate/:id', requireStaff, activate);
  router.delete('/admin/user/activate/:id', requireStaff, activate);

  router.post('/user/role/update', failureObject({}), requireStaff, async (req, res) => {
    const adminUsers = resource('admin-users');
    const call = callFor(ctx, req, adminUsers, 'edit');
    const input = parseBody(roleUpdateSchema, bodyOf(req));
    const kind = await accountResourceName(ctx.db, input.user_id);
    if (!kind) throw refusal('ACCOUNT_ID_UNKNOWN', { id: input.user_id });
    if (kind !== 'admin-users') throw refusal('STAFF_ROLE_MEMBERS_NONE', {}, { user_id: reason('STAFF_ACCOUNT_CHOOSE', {}) });
    const saved = await updateRecord(adminUsers, input.user_id, { role_id: input.role_id }, call);
    res.json(ok(saved, { message: 'The role is updated.' }));
  });

  router.get('/check/admin/role/validity', async (req, res) => {
    const principal = principalOf(req);
    const validity = await callerRoleValidity(ctx.db, principal);
    if (!validity.valid) throw ruleRefusal(validity.message);
    const details = (await loadUserDetails(ctx.db, principal.userId))!;
    res.json(ok({ valid: true, role_id: principal.roleId, role_name: principal.roleName, accessAction: details.accessAction }));
  });

  return router;
}
