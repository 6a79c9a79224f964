/** The sign-in calls of spec §7 the login screen makes, with their answer shapes. */
import { identifierBody, type Identifier, type RegistrationForm } from '@bakaya/api/contracts';
import { apiPost } from '../../api/http';
import type { SessionUser } from '../../session/sessionStore';
import { withCaptcha } from '../../captcha/turnstile';

export interface CodeSent {
  status: true;
  message: string;
  masked: string;
  expires_in?: number;
  resend_in?: number;
}

export interface SignedIn {
  token: string;
  expires_at: string;
  user: SessionUser;
  temporary?: boolean;
}

export const sendCode = async (id: Identifier) => apiPost<CodeSent>('user/sendotp', await withCaptcha('sign-in', identifierBody(id)));
export const resendCode = async (id: Identifier) =>
  apiPost<CodeSent>('user/resentLoginOtp', await withCaptcha('sign-in', identifierBody(id)));
export const verifyCode = (id: Identifier, otp: string) => apiPost<SignedIn>('user/verifyOtp', { ...identifierBody(id), otp });

export interface Registered {
  status: true;
  message: string;
  otp_sent: boolean;
  expires_in?: number;
  user: { id: number; name: string; mobile: string };
}

export const register = async (form: RegistrationForm, consentVersion?: string) =>
  apiPost<Registered>(
    'user/register',
    await withCaptcha('register', {
      name: form.name,
      mobile: form.mobile,
      email: form.email,
      referral_code: form.referral_code || undefined,
      consent_accepted: form.consent,
      consent_version: consentVersion,
      source: 'web',
    }),
  );
