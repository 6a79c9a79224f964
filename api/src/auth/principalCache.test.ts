import { describe, expect, it } from 'vitest';
import type { Principal } from './principal';
import { cachedPrincipal, currentGeneration, invalidatePrincipals, rememberPrincipal } from './principalCache';

const p = (sessionId: string): Principal => ({
  userId: 7,
  roleId: 1,
  roleName: 'User',
  roleType: 'customer',
  sessionId,
  sessionKind: 'member',
  isSuperAdmin: false,
  permissions: new Map(),
});
const later = new Date(Date.now() + 3_600_000);

describe('principalCache', () => {
  it('serves a remembered caller within the TTL, not after', () => {
    rememberPrincipal(p('a'), later, 1000, currentGeneration(), 10_000);
    expect(cachedPrincipal('a', 1000, 10_500)?.sessionId).toBe('a');
    expect(cachedPrincipal('a', 1000, 11_001)).toBeUndefined();
  });
  it('forgets everything on invalidation, and refuses a caller read before it', () => {
    const before = currentGeneration();
    rememberPrincipal(p('b'), later, 1000, before);
    invalidatePrincipals();
    expect(cachedPrincipal('b', 1000)).toBeUndefined();
    rememberPrincipal(p('c'), later, 1000, before); // read before the change: not remembered
    expect(cachedPrincipal('c', 1000)).toBeUndefined();
  });
  it('never serves an expired session, and does nothing with a TTL of 0', () => {
    rememberPrincipal(p('d'), new Date(Date.now() - 1), 1000, currentGeneration());
    expect(cachedPrincipal('d', 1000)).toBeUndefined();
    rememberPrincipal(p('e'), later, 0, currentGeneration());
    expect(cachedPrincipal('e', 1000)).toBeUndefined();
  });
});
