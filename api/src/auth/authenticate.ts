import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import { clientIp } from './clientIp';
import { logRestriction } from './loginRestrictionLog';
import { loadStaffNetworks, staffNetworkRefusal, staffNetworkRequestRefusal } from './restrictedIp';
import type { AccessKind } from '../registry/features';
import { can, isSuperAdminRole, loadAccessRules, permissionMap, type Principal } from './principal';
import { cachedPrincipal, currentGeneration, rememberPrincipal } from './principalCache';
import { verifyToken } from './tokens';
import { refusal } from '../domain/errors';

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

const forceLogout = (code: 'SESSION_NOT_VALID' | 'SESSION_EXPIRED' | 'SESSION_ENDED' | 'SESSION_ACCOUNT_DEACTIVATED') =>
  refusal(code, {}, undefined, { details: { force_logout: true } });

/**
 * Reads `Authorization: Bearer <jwt>` when present. A bad, expired or revoked token, or a
 * deactivated user (status 0), answers 401 { force_logout: true } (spec §4/§8). No header: anonymous.
 * A staff caller on a network the restricted-IP rules refuse answers 403 (staffNetworkCheck).
 */
export function authenticate(db: Knex, opts: { cacheMs?: number } = {}): RequestHandler {
  const cacheMs = opts.cacheMs ?? 0;
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(forceLogout('SESSION_NOT_VALID'));
    const claims = verifyToken(match[1]!);
    if (!claims) return next(forceLogout('SESSION_EXPIRED'));
    const cached = cachedPrincipal(claims.jti, cacheMs);
    if (cached && String(cached.userId) === claims.sub) {
      req.principal = cached;
      return next(await staffNetworkCheck(db, req));
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
      return next(forceLogout('SESSION_ENDED'));
    }
    if (row.status === 0) return next(forceLogout('SESSION_ACCOUNT_DEACTIVATED'));
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
      ...(row.role_type === 'admin' ? { staffNetworks: await loadStaffNetworks(db) } : {}),
    };
    rememberPrincipal(req.principal, new Date(row.expires_at), cacheMs, generation);
    next(await staffNetworkCheck(db, req));
  };
}

/**
 * A staff session is held to the restricted-IP rules on every request, not only at sign-in: from a
 * blocked network, or outside the allow-list, it answers 403 (logged like a refused sign-in). The
 * session stays valid: back on an allowed network it works again.
 */
async function staffNetworkCheck(db: Knex, req: Request): Promise<Error | undefined> {
  const networks = req.principal?.staffNetworks;
  if (!networks) return undefined;
  const ip = clientIp(req);
  const reason = staffNetworkRefusal(networks, ip);
  if (!reason) return undefined;
  await logRestriction(db, {
    userId: req.principal!.userId,
    ip,
    reason,
    detail: `staff request from ${ip ?? 'unknown IP'}: ${req.method} ${req.originalUrl.split('?')[0]}`,
  });
  return staffNetworkRequestRefusal(reason);
}

export const requireSignIn: RequestHandler = (req, _res, next) => next(req.principal ? undefined : refusal('SIGN_IN_REQUIRED', {}));

/** Route guard for staff features: 401 unsigned, 403 without the (feature, kind) flag. */
export function requireAccess(feature: string, kind: AccessKind): RequestHandler {
  return (req, _res, next) => {
    if (!req.principal) return next(refusal('SIGN_IN_REQUIRED', {}));
    if (!can(req.principal, feature, kind)) return next(refusal('NOT_PERMITTED', {}));
    next();
  };
}

export function principalOf(req: { principal?: Principal }): Principal {
  if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
  return req.principal;
}
