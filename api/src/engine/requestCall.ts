/** What every engine route derives from a request: the record id in the path and the call context. */
import type { Request } from 'express';
import type { AppContext } from '../context';
import type { ResourceDef } from '../registry/types';
import { resolveScope, type EngineAction } from './resourceScope';
import type { EngineCall } from './resourceService';
import { signedInCallOf } from '../callContext';
import { refusal } from '../domain/errors';

export const idOf = (req: Request): number => recordId(String(req.params.id));

/** A record id from a path segment; anything but a whole number is simply not found. */
export function recordId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw refusal('RECORD_NO_ID', { id: raw });
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
