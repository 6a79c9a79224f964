/**
 * Where the signed-in member is kept (spec §4): the user record in localStorage under 'state'; a
 * temporary sign-in (a support code issued by the back office) in sessionStorage under 'tempState',
 * so it ends with the tab and never overwrites the member's own record. Signing out clears both
 * storages (the language choice is kept: it belongs to the device, not to the account).
 */
import { useSyncExternalStore } from 'react';

export const STATE_KEY = 'state';
export const TEMP_STATE_KEY = 'tempState';
export const LANGUAGE_KEY = 'language';

export interface AccessRule {
  title: string;
  [kind: string]: string | number;
}

export interface SessionUser {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  role_id: number;
  role_type: 'customer' | 'admin';
  status: number;
  accessAction: AccessRule[];
  wallet_balance?: string;
  referral_code?: string | null;
}

export interface StoredSession {
  token: string;
  expires_at?: string;
  user: SessionUser;
  /** Signed in with a support code from the back office. */
  temporary?: boolean;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: StoredSession | null = null;

function rawSession(): string | null {
  try {
    return sessionStorage.getItem(TEMP_STATE_KEY) ?? localStorage.getItem(STATE_KEY);
  } catch {
    return null;
  }
}

/** The session in use: the temporary one when this tab has it, else the member's own. */
export function readSession(): StoredSession | null {
  const raw = rawSession();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredSession) : null;
    cached = parsed && typeof parsed.token === 'string' && parsed.user ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

const emit = () => listeners.forEach((l) => l());

export function writeSession(session: StoredSession): void {
  endedByServer = false;
  const text = JSON.stringify(session);
  if (session.temporary) sessionStorage.setItem(TEMP_STATE_KEY, text);
  else localStorage.setItem(STATE_KEY, text);
  emit();
}

/** Replaces the user record of the session in use (after the start-up details fetch or a profile change). */
export function updateSessionUser(user: SessionUser): void {
  const current = readSession();
  if (current) writeSession({ ...current, user });
}

let endedByServer = false;
/** Whether the last sign-out was the server's doing (a refused token, a deactivated account): member pages then go to /login. */
export const sessionEndedByServer = (): boolean => endedByServer;

/** Signs out on this device: both storages cleared, the language choice kept. */
export function clearSession(byServer = false): void {
  endedByServer = byServer;
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  window.addEventListener('storage', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', l);
  };
};

export const useSession = (): StoredSession | null => useSyncExternalStore(subscribe, readSession, () => null);

/** Customer routes allow role_type customer and admin (spec §6). */
export const mayUseMemberArea = (s: StoredSession | null): boolean =>
  !!s && (s.user.role_type === 'customer' || s.user.role_type === 'admin');
