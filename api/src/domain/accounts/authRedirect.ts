/**
 * GET redirect/auth (the /redirect/auth route of spec §2): where a signed-in visitor goes after an
 * authentication hand-off. `next` may only be a path on this site (never another origin: an open
 * redirect would let a link send members to a look-alike site); admin paths only for staff
 * (spec §6: non-admins are sent away from /admin).
 */
export const HOME_BY_ROLE = { customer: '/dashboard', admin: '/admin/dashboard' } as const;

export type RedirectDecision = { ok: true; path: string } | { ok: false; message: string };

// A rooted path, no "//" or "/\" (protocol-relative), no backslashes or control characters.
const SITE_PATH = /^\/(?![/\\])[^\\\s\u0000-\u001f]*$/;

export function redirectAfterAuth(roleType: 'customer' | 'admin', next: string | undefined): RedirectDecision {
  if (next === undefined || next === '') return { ok: true, path: HOME_BY_ROLE[roleType] };
  if (next.length > 300 || !SITE_PATH.test(next)) return { ok: false, message: '`next` must be a path on this site, like /my-profile.' };
  const isAdminPath = next === '/admin' || next.startsWith('/admin/') || next.startsWith('/admin?');
  if (isAdminPath && roleType !== 'admin') return { ok: true, path: HOME_BY_ROLE.customer };
  return { ok: true, path: next };
}
