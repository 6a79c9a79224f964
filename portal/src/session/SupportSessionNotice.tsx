/**
 * A support session (signed in with a temporary code from our team: session.temporary, from
 * user/verifyOtp's `temporary: true`) may look at the account but not pay, sign, deactivate or change
 * the sign-in contacts — the API refuses those with 403 (api/src/auth/sessionKind.ts). Screens offering
 * such an action show this notice in its place instead of a form that can only fail.
 */
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './sessionStore';
import './texts/supportSessionTexts';

export const useSupportSession = (): boolean => Boolean(useSession()?.temporary);

export const SupportSessionNotice = () => {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="status">
      {t('supportSession.unavailable')}
    </Alert>
  );
};

/** `children` in the member's own session; the notice in a support session. */
export const FullSessionOnly = ({ children }: { children: ReactNode }) =>
  useSupportSession() ? <SupportSessionNotice /> : <>{children}</>;
