/** What every engine route derives from a request: the record id in the path and the call context. */
import type { Request } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../http/httpError';
import type { ResourceDef } from '../registry/types';
import { resolveScope, type EngineAction } from './resourceScope';
import type { EngineCall } from './resourceService';
import { signedInCallOf } from '../callContext';

export function idOf(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`No record has the id "${raw}".`);
  return Number(raw);
}

export function callFor(
  ctx: AppContext,
  req: Request,
  resource: ResourceDef,
  action: EngineAction,
  opts: { dedicated?: boolean } = {},
): EngineCall {
  const scope = resolveScope(resource, action, req.principal, opts);
  return { ...signedInCallOf(req), app: ctx, scope };
}
