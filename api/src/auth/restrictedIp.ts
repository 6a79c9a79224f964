import type { Knex } from 'knex';
import { HttpError } from '../http/httpError';
import type { RestrictionReason } from './loginRestrictionLog';

/**
 * Admin sign-in IP rules (table restricted_ips, status 1 = active): an IP inside an active
 * 'block' range is refused; when any active 'allow' range exists, the IP must be inside one.
 * Customers are not subject to these rules. An unknown IP only passes when there is no allow-list.
 */
export async function adminIpRestriction(db: Knex, ip: string | null): Promise<RestrictionReason | null> {
  const { rows } = await db.raw(
    `SELECT
       EXISTS (SELECT 1 FROM restricted_ips WHERE status = 1 AND rule = 'block' AND ?::inet <<= ip) AS blocked,
       EXISTS (SELECT 1 FROM restricted_ips WHERE status = 1 AND rule = 'allow') AS has_allow_list,
       EXISTS (SELECT 1 FROM restricted_ips WHERE status = 1 AND rule = 'allow' AND ?::inet <<= ip) AS allowed`,
    [ip, ip],
  );
  const r = rows[0] as { blocked: boolean | null; has_allow_list: boolean; allowed: boolean | null };
  if (r.blocked) return 'ip_blocked';
  if (r.has_allow_list && !r.allowed) return 'ip_not_allowed';
  return null;
}

export const ipRefusal = (reason: RestrictionReason) =>
  new HttpError(
    403,
    reason === 'ip_blocked'
      ? 'Sign-in from this network is blocked. Please contact your administrator.'
      : 'Sign-in from this network is not allowed. Please contact your administrator.',
  );
