/**
 * /api/public/<resource> — what visitors of the public site may read: for each resource that
 * declares `publicRead`, GET list (sort, range, filter as the admin protocol, pages of at most
 * PUBLIC_MAX_PAGE_SIZE rows) and GET one item by its key (a slug, or the id). No sign-in needed
 * (unless the declaration says members only); nothing else answers under /api/public (404, or
 * 405 for another method on a public path).
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { notFoundJson } from '../http/errorHandler';
import type { ResourceDef } from '../registry/types';
import { parseListParams } from './listParams';
import { recordId } from './requestCall';
import { getRecord, getRecordBy, listRecords, type ReadCall } from './resourceService';
import { PUBLIC_MAX_PAGE_SIZE, publicKeyOf, publicScope, publicViews } from './publicView';
import { refusal } from '../domain/errors';

const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readCall(ctx: AppContext, req: Request, view: ResourceDef): ReadCall {
  if (view.publicRead?.visibleTo === 'members' && !req.principal) throw refusal('SIGN_IN_REQUIRED', {});
  return { app: ctx, scope: publicScope(view) };
}

/** One public item, by its key; a malformed key is simply not found. */
export async function readPublicItem(
  ctx: AppContext,
  view: ResourceDef,
  key: string,
  call: ReadCall = { app: ctx, scope: publicScope(view) },
) {
  const column = publicKeyOf(view);
  if (column === 'id') return getRecord(view, recordId(key), call);
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw refusal('RECORD_KEY_UNKNOWN', { label: view.recordLabel, key: key.slice(0, 40) });
  return getRecordBy(view, column, key, call);
}

export function publicRoutes(ctx: AppContext) {
  const router = Router();
  for (const view of publicViews) {
    router.get(`/public/${view.name}`, async (req, res) => {
      const call = readCall(ctx, req, view);
      const params = parseListParams(view, req.query as Record<string, unknown>);
      params.limit = Math.min(params.limit, PUBLIC_MAX_PAGE_SIZE);
      const { rows, total } = await listRecords(view, params, call);
      const range = rows.length ? `${params.offset}-${params.offset + rows.length - 1}` : '*';
      res.setHeader('Content-Range', `${view.name} ${range}/${total}`);
      res.json(rows);
    });
    router.get(`/public/${view.name}/:key`, async (req, res) => {
      const call = readCall(ctx, req, view);
      res.json(await readPublicItem(ctx, view, String(req.params.key), call));
    });
  }
  // Unknown public resources (or one that declares no public view) and other methods end here,
  // before the signed-in engine routes could claim the path.
  router.use('/public', notFoundJson);
  return router;
}
