/** GET/POST /api/admin/reset/sign-in with the session's Bearer token. */
import type { SignInLockStatus, SignInResetResult } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

const URL = `${API_URL}/admin/reset/sign-in`;

export async function fetchLockStatus(by: { identifier: string } | { user_id: string }): Promise<SignInLockStatus> {
  return (await httpClient(`${URL}?${new URLSearchParams(by)}`)).json as SignInLockStatus;
}

export async function resetSignIn(userId: number, reason: string): Promise<SignInResetResult> {
  return (await httpClient(URL, { method: 'POST', body: JSON.stringify({ user_id: userId, reason: reason.trim() }) }))
    .json as SignInResetResult;
}
