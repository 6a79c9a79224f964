/**
 * /api/:resource — the ra-data-simple-rest protocol for every registry resource:
 * GET list (sort, range, filter → Content-Range), GET/PUT/DELETE /:id, POST, and bulk PUT/DELETE
 * on ?filter={"id":[…]}. Routes stay thin: scope → service → JSON.
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { ID_FILTER, parseBulkIds, parseListParams } from './listParams';
import { callFor, idOf } from './requestCall';
import { createRecord, deleteMany, deleteRecord, getRecord, listRecords, updateMany, updateRecord } from './resourceService';
import { uploadRoutes } from './uploadRoutes';
import { refusal } from '../domain/errors';

/** The resource of the path. The caller's sign-in is checked first: who is not signed in learns nothing about names or ids. */
function resourceOf(req: Request): ResourceDef {
  if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
  const resource = getResource(String(req.params.resource));
  if (!resource) throw refusal('RESOURCE_UNKNOWN', { resource: String(req.params.resource) });
  return resource;
}

const hasBulkFilter = (req: Request) => req.query.filter !== undefined;

export function resourceRoutes(ctx: AppContext) {
  const router = Router();
  router.use(uploadRoutes(ctx));

  router.get('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'list');
    const params = parseListParams(resource, req.query as Record<string, unknown>);
    const { rows, total, estimated } = await listRecords(resource, params, call);
    const range = rows.length ? `${params.offset}-${params.offset + rows.length - 1}` : '*';
    res.setHeader('Content-Range', `${resource.name} ${range}/${total}`);
    if (estimated) res.setHeader('X-Total-Estimated', 'true');
    res.json(rows);
  });

  router.get('/:resource/:id', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'show');
    res.json(await getRecord(resource, idOf(req), call));
  });

  router.post('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    res.status(201).json(await createRecord(resource, req.body, callFor(ctx, req, resource, 'create')));
  });

  router.put('/:resource/:id', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'edit');
    res.json(await updateRecord(resource, idOf(req), req.body, call));
  });

  router.delete('/:resource/:id', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'delete');
    res.json(await deleteRecord(resource, idOf(req), call));
  });

  // Bulk: one request, one transaction (the admin's data provider uses these for updateMany/deleteMany).
  router.put('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'edit');
    if (!hasBulkFilter(req)) throw refusal('BULK_UPDATE_NEEDS_IDS', { filter: ID_FILTER });
    res.json(await updateMany(resource, parseBulkIds(req.query as Record<string, unknown>), req.body, call));
  });

  router.delete('/:resource', async (req, res) => {
    const resource = resourceOf(req);
    const call = callFor(ctx, req, resource, 'delete');
    if (!hasBulkFilter(req)) throw refusal('BULK_DELETE_NEEDS_IDS', { filter: ID_FILTER });
    res.json(await deleteMany(resource, parseBulkIds(req.query as Record<string, unknown>), call));
  });

  return router;
}
