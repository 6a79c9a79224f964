/**
 * Customer routes (spec §2, §6): for role_type customer and admin; anyone else — including a visitor
 * who is not signed in — is sent to / (a visitor is told to sign in); a session the server just ended
 * goes to /login.
 *
 * While the start-up check of a stored session runs, the page shows its skeleton in the site's shell
 * and the page itself is already mounted out of sight (issue 21 §9): its code and its data load in
 * parallel with the check instead of after it. Every call still carries the token the server checks;
 * if the check ends the session, the page is dropped and the member goes to /login as before.
 * A page that cannot render on the stored record (an old or damaged one the check will replace)
 * is caught and mounted again once the check is done.
 */
import { Box } from '@mui/material';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { showToast } from '../feedback/toasts';
import { PageSkeleton } from '../layout/PageSkeleton';
import { useSessionChecked } from './SessionGate';
import { mayUseMemberArea, sessionEndedByServer, useSession } from './sessionStore';

/** Catches a page that fails before the session check ends; tries it again once the check is done. */
class EarlyMount extends Component<{ checked: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // After the check a failure is the page's own: let it reach the app as before.
    if (this.props.checked) throw error;
  }
  override componentDidUpdate(prev: { checked: boolean }) {
    if (!prev.checked && this.props.checked && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export const RequireMember = ({ children }: { children: ReactNode }) => {
  const checked = useSessionChecked();
  const session = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const allowed = mayUseMemberArea(session);
  useEffect(() => {
    if (checked && !session) showToast('info', t(sessionEndedByServer() ? 'session.ended' : 'session.memberOnly'));
  }, [checked, session, t]);
  // A session the server ended goes to /login (spec §4); anyone else without access to / (spec §6).
  if (checked && !allowed) return <Navigate to={!session && sessionEndedByServer() ? '/login' : '/'} replace state={{ from: pathname }} />;
  return (
    <>
      {!checked && <PageSkeleton />}
      {/* One element whether checked or not, so the page is not mounted twice when the check ends. */}
      {allowed && (
        <Box sx={{ display: checked ? 'contents' : 'none' }} data-session-checked={checked}>
          <EarlyMount checked={checked}>
            <Suspense fallback={checked ? <PageSkeleton /> : null}>{children}</Suspense>
          </EarlyMount>
        </Box>
      )}
    </>
  );
};
