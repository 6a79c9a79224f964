/**
 * The signed-in session as spec §4 keeps it: localStorage key 'state' holding { token, user }.
 * The portal reads the same key (same origin), so a member signed in here is signed in there too.
 */
import type { AccessKind } from '@bakaya/api/registry';

export type AccessRule = { title: string } & Record<AccessKind, 0 | 1>;

export interface SessionUser {
  id: number;
  name: string;
  mobile?: string | null;
  email?: string | null;
  role_id: number;
  role_type: 'customer' | 'admin' | string;
  role?: { id: number; name: string; role_type: string };
  accessAction: AccessRule[];
  status: number;
}

export interface Session {
  token: string;
  user: SessionUser;
}

export const STATE_KEY = 'state';

const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readSession(storage: Storage | undefined = local()): Session | null {
  const raw = storage?.getItem(STATE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed?.token === 'string' && parsed.user && typeof parsed.user === 'object' ? (parsed as Session) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: Session, storage: Storage | undefined = local()): void {
  storage?.setItem(STATE_KEY, JSON.stringify(session));
}

/** Replaces the stored user (after GET /user/me) and keeps the token. */
export function updateSessionUser(user: SessionUser, storage: Storage | undefined = local()): void {
  const current = readSession(storage);
  if (current) writeSession({ ...current, user }, storage);
}

export const readToken = (storage?: Storage) => readSession(storage)?.token ?? null;

/** Spec §4/§8: a forced logout clears both storages (persistent and session). */
export function clearStorages(): void {
  try {
    localStorage.clear();
  } catch {
    /* storage unavailable */
  }
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
}
