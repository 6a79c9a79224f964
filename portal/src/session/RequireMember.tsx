/**
 * Customer routes (spec §2, §6): for role_type customer and admin; anyone else — including a visitor
 * who is not signed in — is sent to / (a visitor is told to sign in); a session the server just ended
 * goes to /login. Waits for the start-up check.
 */
import { Box, CircularProgress } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { showToast } from '../feedback/toasts';
import { useSessionChecked } from './SessionGate';
import { mayUseMemberArea, sessionEndedByServer, useSession } from './sessionStore';

export const RequireMember = ({ children }: { children: ReactNode }) => {
  const checked = useSessionChecked();
  const session = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const allowed = mayUseMemberArea(session);
  useEffect(() => {
    if (checked && !session) showToast('info', t(sessionEndedByServer() ? 'session.ended' : 'session.memberOnly'));
  }, [checked, session, t]);
  if (!checked)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  // A session the server ended goes to /login (spec §4); anyone else without access to / (spec §6).
  if (!allowed) return <Navigate to={!session && sessionEndedByServer() ? '/login' : '/'} replace state={{ from: pathname }} />;
  return <>{children}</>;
};
