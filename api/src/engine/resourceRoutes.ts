/**
 * /api/:resource — the ra-data-simple-rest protocol for every registry resource:
 * GET list (sort, range, filter → Content-Range), GET/PUT/DELETE /:id, POST, and bulk PUT/DELETE
 * on ?filter={"id":[…]}. Routes stay thin: scope → service → JSON.
 */
import { clientIp } from '../auth/clientIp';
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/httpError';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { parseBulkIds, parseListParams } from './listParams';
import { resolveScope, type EngineAction } from './resourceScope';
import {
  createRecord, deleteMany, deleteRecord, getRecord, listRecords, updateMany, updateRecord, type CallContext,
} from './resourceService';
import './resourceHooks';

function resourceOf(req: Request): ResourceDef {
  const resource = getResource(String(req.params.resource));
  if (!resource) throw notFound(`There is no resource called "${req.params.resource}".`);
  return resource;
}

function idOf(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`No record has the id "${raw}".`);
  return Number(raw);
}

function callFor(ctx: AppContext, req: Request, resource: ResourceDef, action: EngineAction): CallContext {
  const scope = resolveScope(resource, action, req.principal);
  return { app: ctx, principal: req.principal!, scope, ip: clientIp(req) ?? undefined, requestId: String(req.id ?? '') };
}

const hasBulkFilter = (req: Request) => req.query.filter !== undefined;

export function resourceRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'list');
    const params = parseListParams(resource, req.query as Record<string, unknown>);
    const { rows, total } = await listRecords(resource, params, call);
    const range = rows.length ? `${params.offset}-${params.offset + rows.length - 1}` : '*';
    res.setHeader('Content-Range', `${resource.name} ${range}/${total}`);
    res.json(rows);
  });

  router.get('/:resource/:id', async (req, res) => {
    const resource = resourceOf(req);
    res.json(await getRecord(resource, idOf(req), callFor(ctx, req, resource, 'show')));
  });

  router.post('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    res.status(201).json(await createRecord(resource, req.body, callFor(ctx, req, resource, 'create')));
  });

  router.put('/:resource/:id', async (req, res) => {
    const resource = resourceOf(req);
    res.json(await updateRecord(resource, idOf(req), req.body, callFor(ctx, req, resource, 'edit')));
  });

  router.delete('/:resource/:id', async (req, res) => {
    const resource = resourceOf(req);
    res.json(await deleteRecord(resource, idOf(req), callFor(ctx, req, resource, 'delete')));
  });

  // Bulk: one request, one transaction (the admin's data provider uses these for updateMany/deleteMany).
  router.put('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    if (!hasBulkFilter(req)) throw badRequest('Bulk update needs filter={"id":[…]}.');
    const call = callFor(ctx, req, resource, 'edit');
    res.json(await updateMany(resource, parseBulkIds(req.query as Record<string, unknown>), req.body, call));
  });

  router.delete('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    if (!hasBulkFilter(req)) throw badRequest('Bulk delete needs filter={"id":[…]}.');
    const call = callFor(ctx, req, resource, 'delete');
    res.json(await deleteMany(resource, parseBulkIds(req.query as Record<string, unknown>), call));
  });

  return router;
}
