/**
 * Who a session belongs to, remembered for a few seconds so that a request does not re-read its
 * caller (session, user, role and access rules) from the database every time — on a cheap request
 * (one record by id) that look-up is half of the database work.
 *
 * Anything that can change the answer clears the whole cache in this process: signing out,
 * revoking or deactivating (tokens.ts), and every write to accounts, roles, access rules or restricted
 * IPs through the engine (staffAccessHooks.ts), both when it happens and again when its transaction
 * commits. A remembered staff caller carries the restricted-IP rules (restrictedIp.ts), checked
 * against the client IP on every request; a remembered caller carries its session kind too.
 * Another API process sees such a change within AUTH_CACHE_MS (default 5 s): the price of not
 * reading the caller on every request, until servers share invalidations (roadmap: several API
 * servers). AUTH_CACHE_MS=0 turns the cache off.
 */
import type { Principal } from './principal';

interface Entry {
  principal: Principal;
  sessionExpiresAt: number;
  cachedAt: number;
  generation: number;
}

const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();
let generation = 0;

/** Forget every cached caller (after a change to sessions, users, roles or access rules). */
export function invalidatePrincipals(): void {
  generation += 1;
  entries.clear();
}

export function cachedPrincipal(sessionId: string, ttlMs: number, now = Date.now()): Principal | undefined {
  if (ttlMs <= 0) return undefined;
  const e = entries.get(sessionId);
  if (!e) return undefined;
  if (e.generation !== generation || now - e.cachedAt > ttlMs || e.sessionExpiresAt <= now) {
    entries.delete(sessionId);
    return undefined;
  }
  return e.principal;
}

/** Remembers a caller read at `generationRead` (from currentGeneration() before the read), unless something changed since. */
export function rememberPrincipal(
  principal: Principal,
  sessionExpiresAt: Date,
  ttlMs: number,
  generationRead: number,
  now = Date.now(),
): void {
  if (ttlMs <= 0 || generationRead !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(principal.sessionId, { principal, sessionExpiresAt: sessionExpiresAt.getTime(), cachedAt: now, generation });
}

export const currentGeneration = () => generation;
