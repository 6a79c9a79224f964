/**
 * The start-up sequence of spec §4, run once when the app opens with a stored session: the token
 * check first (a 401 clears both storages and goes to /login); then the user's details (status 0
 * logs out the same way; otherwise the details and the role's accessAction are stored). Member
 * pages wait for it (useSessionChecked); public pages show at once.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError, apiRequest, forceLogout } from '../api/http';
import { readSession, updateSessionUser, type SessionUser } from './sessionStore';

const CheckedContext = createContext(false);
export const useSessionChecked = () => useContext(CheckedContext);

/** Runs the start-up checks; resolves when the stored session (if any) is known good or cleared. */
export async function checkStoredSession(): Promise<void> {
  if (!readSession()) return;
  try {
    await apiRequest('user/validate-token', { quiet401: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) forceLogout();
    return; // offline or a server error: keep the session, the next call will tell
  }
  try {
    const user = await apiRequest<SessionUser>('user/me', { quiet401: true });
    if (user.status === 0) forceLogout();
    else updateSessionUser(user);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) forceLogout();
  }
}

export const SessionGate = ({ children }: { children: ReactNode }) => {
  const [checked, setChecked] = useState(() => !readSession());
  useEffect(() => {
    let live = true;
    void checkStoredSession().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);
  return <CheckedContext.Provider value={checked}>{children}</CheckedContext.Provider>;
};
