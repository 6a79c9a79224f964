import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { forbidden, unauthorized } from '../http/httpError';
import type { AccessKind } from '../registry/features';
import { can, isSuperAdminRole, loadAccessRules, permissionMap, type Principal } from './principal';
import { cachedPrincipal, currentGeneration, rememberPrincipal } from './principalCache';
import { verifyToken } from './tokens';

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

const forceLogout = (message: string) => unauthorized(message, { force_logout: true });

/**
 * Reads `Authorization: Bearer <jwt>` when present. A bad, expired or revoked token, or a
 * deactivated user (status 0), answers 401 { force_logout: true } (spec §4/§8). No header: anonymous.
 */
export function authenticate(db: Knex, opts: { cacheMs?: number } = {}): RequestHandler {
  const cacheMs = opts.cacheMs ?? 0;
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(forceLogout('Your session is not valid. Please sign in again.'));
    const claims = verifyToken(match[1]!);
    if (!claims) return next(forceLogout('Your session has expired. Please sign in again.'));
    const cached = cachedPrincipal(claims.jti, cacheMs);
    if (cached && String(cached.userId) === claims.sub) {
      req.principal = cached;
      return next();
    }
    const generation = currentGeneration();
    const row = await db('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .join('roles as r', 'r.id', 'u.role_id')
      .where('s.id', claims.jti)
      .first(
        's.revoked_at',
        's.expires_at',
        's.kind as session_kind',
        'u.id as user_id',
        'u.status',
        'u.role_id',
        'r.name as role_name',
        'r.role_type',
        'r.status as role_status',
      );
    if (!row || String(row.user_id) !== claims.sub || row.revoked_at || new Date(row.expires_at) <= new Date()) {
      return next(forceLogout('Your session has ended. Please sign in again.'));
    }
    if (row.status === 0) return next(forceLogout('This account is deactivated.'));
    const rules =
      row.role_type === 'admin' && !isSuperAdminRole(row.role_id) && row.role_status === 1 ? await loadAccessRules(db, row.role_id) : [];
    req.principal = {
      userId: row.user_id,
      roleId: row.role_id,
      roleName: row.role_name,
      roleType: row.role_type,
      sessionId: claims.jti,
      sessionKind: row.session_kind === 'support' ? 'support' : 'member',
      isSuperAdmin: isSuperAdminRole(row.role_id) && row.role_type === 'admin',
      permissions: permissionMap(rules),
    };
    rememberPrincipal(req.principal, new Date(row.expires_at), cacheMs, generation);
    next();
  };
}

export const requireSignIn: RequestHandler = (req, _res, next) => next(req.principal ? undefined : unauthorized());

/** Route guard for staff features: 401 unsigned, 403 without the (feature, kind) flag. */
export function requireAccess(feature: string, kind: AccessKind): RequestHandler {
  return (req, _res, next) => {
    if (!req.principal) return next(unauthorized());
    if (!can(req.principal, feature, kind)) return next(forbidden());
    next();
  };
}

export function principalOf(req: { principal?: Principal }): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
