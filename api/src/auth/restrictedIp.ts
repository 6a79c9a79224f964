import net from 'node:net';
import type { Knex } from 'knex';
import type { RestrictionReason } from './loginRestrictionLog';
import { refusal } from '../domain/errors';

/**
 * Staff IP rules (table restricted_ips, status 1 = active): an IP inside an active 'block' range is
 * refused; when any active 'allow' range exists, the IP must be inside one. Customers are not subject
 * to these rules. An unknown IP only passes when there is no allow-list.
 *
 * They apply at sign-in (signInGuard.ts) and on every request of a staff session (authenticate.ts):
 * a staff token taken to a network that is not allowed stops working there. The rules travel with the
 * remembered caller (principalCache.ts), and any write to restricted-ips forgets every remembered
 * caller (domain/staffAccess/staffAccessHooks.ts), so a change applies to the next request.
 */
export interface StaffNetworks {
  block: net.BlockList;
  allow: net.BlockList;
  hasAllowList: boolean;
}

const familyOf = (ip: string) => (net.isIPv6(ip) ? 'ipv6' : 'ipv4');

/** The active rules, read once, as address matchers. */
export async function loadStaffNetworks(db: Knex): Promise<StaffNetworks> {
  const rows: Array<{ rule: 'allow' | 'block'; address: string; prefix: number; family: number }> = await db('restricted_ips')
    .where({ status: 1 })
    .select('rule', db.raw('host(ip) AS address'), db.raw('masklen(ip)::int AS prefix'), db.raw('family(ip)::int AS family'));
  const networks: StaffNetworks = { block: new net.BlockList(), allow: new net.BlockList(), hasAllowList: false };
  for (const r of rows) {
    networks[r.rule].addSubnet(r.address, r.prefix, r.family === 6 ? 'ipv6' : 'ipv4');
    if (r.rule === 'allow') networks.hasAllowList = true;
  }
  return networks;
}

/** Why a staff member at `ip` is refused under these rules, or null. `ip` as clientIp() normalises it. */
export function staffNetworkRefusal(networks: StaffNetworks, ip: string | null): RestrictionReason | null {
  if (ip && networks.block.check(ip, familyOf(ip))) return 'ip_blocked';
  if (networks.hasAllowList && !(ip && networks.allow.check(ip, familyOf(ip)))) return 'ip_not_allowed';
  return null;
}

/** The rules applied to a staff sign-in from `ip`. */
export async function adminIpRestriction(db: Knex, ip: string | null): Promise<RestrictionReason | null> {
  return staffNetworkRefusal(await loadStaffNetworks(db), ip);
}

export const ipRefusal = (reason: RestrictionReason) =>
  refusal(reason === 'ip_blocked' ? 'SIGN_IN_NETWORK_BLOCKED' : 'SIGN_IN_NETWORK_NOT_ALLOWED', {});

/** A staff session's request from a network the rules refuse (staff see the admin in English). */
export const staffNetworkRequestRefusal = (reason: RestrictionReason) =>
  refusal(reason === 'ip_blocked' ? 'STAFF_NETWORK_BLOCKED' : 'STAFF_NETWORK_NOT_ALLOWED', {});
