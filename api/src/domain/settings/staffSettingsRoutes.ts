/**
 * Spec §7 "Admin" calls on settings, each the registry resource's own create/read/delete with the
 * caller's scope (restricted-ips: Restricted Ip; export-day-settings: Export Data):
 *  GET    /admin/ip/list (filter, sort, range as JSON in the query) → { status, data, total, estimated }
 *  POST   /admin/ip/add { ip, rule?, note? } → 201 { status, data }
 *  DELETE /admin/ip/delete/:id → { status, data: { id, status: 0 } } (deactivated, as in the back office)
 *  POST   /admin/exportDays/add { role_id | user_id, days } → 201 { status, data }
 *  GET    /admin/exportDays/:id → { status, data } (the setting's id)
 *  GET    /admin/data/eventHooks/get (Global Setting → listView) → { status, data: [{ resource, stages }] }:
 *         the domain rules (engine hooks) that run on each resource's writes
 */
import { Router, type Request, type Response } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { bodyOf } from '../../http/requestBody';
import type { AppContext } from '../../context';
import { callFor, idOf } from '../../engine/requestCall';
import { createRecord, deleteRecord, getRecord } from '../../engine/resourceService';
import { ok } from '../../http/failureObject';
import { listParamsFrom, listPage, requireStaff, resource } from '../../engine/engineCalls';

const HOOK_STAGES = ['checkFields', 'beforeCreate', 'beforeUpdate', 'beforeDelete', 'afterWrite'] as const;

export function staffSettingsRoutes(ctx: AppContext) {
  const router = Router();
  const ips = () => resource('restricted-ips');
  const exportDays = () => resource('export-day-settings');
  const create = (name: () => ReturnType<typeof resource>) => async (req: Request, res: Response) => {
    res.status(201).json(ok(await createRecord(name(), bodyOf(req), callFor(ctx, req, name(), 'create'))));
  };

  router.get('/admin/ip/list', requireStaff, async (req, res) => {
    const call = callFor(ctx, req, ips(), 'list');
    res.json(await listPage(ips(), listParamsFrom(ips(), req.query as Record<string, unknown>), call));
  });
  router.post('/admin/ip/add', requireStaff, create(ips));
  router.delete('/admin/ip/delete/:id', requireStaff, async (req, res) => {
    const id = idOf(req);
    await deleteRecord(ips(), id, callFor(ctx, req, ips(), 'delete'));
    res.json(ok({ id, status: 0 }, { message: 'The IP rule is deactivated.' }));
  });

  router.post('/admin/exportDays/add', requireStaff, create(exportDays));
  router.get('/admin/exportDays/:id', requireStaff, async (req, res) => {
    res.json(ok(await getRecord(exportDays(), idOf(req), callFor(ctx, req, exportDays(), 'show'))));
  });

  router.get('/admin/data/eventHooks/get', requireAccess('Global Setting', 'listView'), (_req, res) => {
    const data = [...ctx.hooks.entries()]
      .map(([name, hooks]) => ({ resource: name, stages: HOOK_STAGES.filter((stage) => hooks[stage]) }))
      .sort((a, b) => a.resource.localeCompare(b.resource));
    res.json(ok(data));
  });

  return router;
}
