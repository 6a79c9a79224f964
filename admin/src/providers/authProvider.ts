/**
 * OTP sign-in (two steps) and the session rules of spec §4/§6:
 *  - sendCode: POST /user/sendotp (or /user/resentLoginOtp) with { mobile } or { email };
 *  - login: POST /user/verifyOtp → { token, user } kept under localStorage 'state'; a member
 *    (role_type customer) is sent to /home, outside the admin;
 *  - checkAuth: once per page load the token is checked (GET /user/validate-token; 401 clears
 *    storage and goes to /login), then GET /user/me refreshes the user (status 0 → same logout);
 *  - checkError: 401 → logout, 403 → stay (the screen shows the refusal);
 *  - canAccess: the pure rule in canAccess.ts over the stored user.
 */
import type { AuthProvider } from 'react-admin';
import { API_URL, NON_ADMIN_HOME } from '../config';
import { canAccess } from './canAccess';
import { httpClient } from './httpClient';
import { clearStorages, readSession, updateSessionUser, writeSession, type SessionUser } from './session';
import { identifierBody, type Identifier } from '@bakaya/api/contracts';

export interface SendCodeResult {
  message: string;
  masked?: string;
  resendIn: number;
  expiresIn: number;
}

export interface BakayaAuthProvider extends AuthProvider {
  sendCode(id: Identifier, opts?: { resend?: boolean }): Promise<SendCodeResult>;
}

const post = (path: string, body: unknown) => httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });

/** The start-up check runs once per page load; later checks only look for a stored token. */
let startupCheck: Promise<void> | null = null;

async function startupValidation(): Promise<void> {
  let user: SessionUser;
  try {
    await httpClient(`${API_URL}/user/validate-token`);
    user = (await httpClient(`${API_URL}/user/me`)).json as SessionUser;
  } catch (error) {
    startupCheck = null;
    const status = (error as { status?: number }).status;
    if (status === 401) {
      clearStorages();
      throw error;
    }
    // A network failure or a server error does not end the session: keep it, check again later.
    if (status === undefined || status >= 500) return;
    throw error;
  }
  if (user.status === 0) {
    clearStorages();
    startupCheck = null;
    throw new Error('Your account is deactivated. Please contact support.');
  }
  updateSessionUser(user);
}

function leaveForNonAdmin(user: SessionUser | undefined): boolean {
  if (!user || user.role_type === 'admin') return false;
  window.location.assign(NON_ADMIN_HOME);
  return true;
}

/** Never settles: used while the browser leaves the admin. */
const pending = () => new Promise<never>(() => undefined);

export const authProvider: BakayaAuthProvider = {
  async sendCode(id, opts = {}) {
    const { json } = await post(opts.resend ? '/user/resentLoginOtp' : '/user/sendotp', identifierBody(id));
    return {
      message: json?.message ?? 'We have sent you a 6-digit code.',
      masked: json?.masked,
      resendIn: Number(json?.resend_in ?? 30),
      expiresIn: Number(json?.expires_in ?? 300),
    };
  },

  async login(params: { identifier?: Identifier; otp?: string }) {
    // Step 1 is sendCode(); login() is step 2 and needs the code.
    if (!params.identifier) throw new Error('Please enter your mobile number or email address.');
    if (!params.otp) throw new Error('Please enter the 6-digit code we sent you.');
    const { json } = await post('/user/verifyOtp', { ...identifierBody(params.identifier), otp: params.otp });
    writeSession({ token: json.token, user: json.user });
    startupCheck = Promise.resolve();
    if (leaveForNonAdmin(json.user)) return pending();
    return undefined;
  },

  async logout() {
    const session = readSession();
    startupCheck = null;
    if (session?.token) {
      try {
        await post('/user/logout', {});
      } catch {
        /* the session may already be gone */
      }
    }
    clearStorages();
  },

  async checkAuth() {
    const session = readSession();
    if (!session?.token) throw { message: false };
    startupCheck ??= startupValidation();
    await startupCheck;
    if (leaveForNonAdmin(readSession()?.user)) return pending();
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearStorages();
      startupCheck = null;
      throw { message: 'Your session has ended. Please sign in again.' };
    }
    // 403 and everything else: stay signed in; the screen shows the API's message.
  },

  async getIdentity() {
    const user = readSession()?.user;
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name };
  },

  async getPermissions() {
    return readSession()?.user?.accessAction ?? [];
  },

  async canAccess(params) {
    return canAccess(readSession()?.user, { resource: params.resource, action: params.action });
  },
};
