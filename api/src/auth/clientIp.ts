import net from 'node:net';
import type { Request } from 'express';

/**
 * The caller's IP in the form PostgreSQL's inet/cidr compare sensibly: IPv4-mapped IPv6
 * ('::ffff:127.0.0.1', what Node reports on a dual-stack socket) becomes plain IPv4, so a
 * restricted_ips row '127.0.0.1/32' matches it. Anything that is not an IP gives null.
 */
export function normaliseIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const ip = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw)?.[1] ?? raw;
  return net.isIP(ip) ? ip : null;
}

/** req.ip (which honours X-Forwarded-For only when the app trusts a proxy), normalised. */
export function clientIp(req: Request): string | null {
  return normaliseIp(req.ip ?? req.socket?.remoteAddress);
}

export function userAgentOf(req: Request): string | undefined {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' ? ua : undefined;
}
