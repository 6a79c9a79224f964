/** Signing out: the server revokes this token's session, then both storages are cleared. */
import { apiRequest } from '../api/http';
import { clearSession } from './sessionStore';

export async function signOut(): Promise<void> {
  try {
    await apiRequest('user/logout', { method: 'POST', body: {}, quiet401: true });
  } catch {
    // Already ended on the server, or offline: this device forgets it either way.
  }
  clearSession();
}
