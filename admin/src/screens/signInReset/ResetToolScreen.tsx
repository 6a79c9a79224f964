/**
 * Settings → reset (spec §2 names only the route; what it resets is our decision, docs/decisions.md):
 * support staff reset a member's sign-in lock. Find the member by mobile or email (or ?user_id= /
 * ?identifier= in the address), see why they cannot sign in, give a reason and reset. Needs
 * Customer → process, as the API does.
 */
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { SignInLockStatus } from '@bakaya/api/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { requestMessage } from '../../files/requestMessage';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import type { CustomScreenProps } from '../screenTypes';
import { LockStatusCard } from './LockStatusCard';
import { MemberLookup } from './MemberLookup';
import { ResetForm } from './ResetForm';
import { fetchLockStatus, resetSignIn } from './signInResetApi';

type Lookup = { identifier: string } | { user_id: string };

const ResetToolScreen = ({ route, search }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const notify = useNotify();
  const client = useQueryClient();
  const fromAddress = search.get('user_id')
    ? { user_id: search.get('user_id')! }
    : search.get('identifier')
      ? { identifier: search.get('identifier')! }
      : null;
  const [lookup, setLookup] = useState<Lookup | null>(fromAddress);
  const [busy, setBusy] = useState(false);
  const key = ['admin', 'sign-in-lock', lookup];
  const status = useQuery({ queryKey: key, queryFn: () => fetchLockStatus(lookup!), enabled: lookup !== null, retry: false });

  const reset = async (reason: string) => {
    if (!status.data) return false;
    setBusy(true);
    try {
      const done = await resetSignIn(status.data.member.id, reason);
      client.setQueryData<SignInLockStatus>(key, done.lock);
      notify(done.message, { type: 'success' });
      return true;
    } catch (error) {
      notify(requestMessage(error, 'The sign-in lock could not be reset.'), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1, mb: 3, maxWidth: 1100 }}>
      <Title title={route.title} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              Reset a member’s sign-in lock
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A member who typed a wrong code five times, or asked for too many codes, must wait before a new code is sent. After checking
              who is calling, reset the lock: their unused codes stop working and they can ask for a new one at once. Every reset is
              audited.
            </Typography>
          </Box>
          <MemberLookup
            initial={search.get('identifier') ?? ''}
            busy={status.isFetching}
            onFind={(identifier) => setLookup({ identifier })}
          />
          {lookup &&
            (status.isPending ? (
              <Skeleton variant="rounded" height={140} />
            ) : status.error ? (
              <Alert severity={(status.error as { status?: number }).status === 404 ? 'info' : 'warning'}>
                {requestMessage(status.error)}
              </Alert>
            ) : (
              status.data && (
                <>
                  <LockStatusCard status={status.data} />
                  {status.data.member.status !== 1 ? (
                    <Alert severity="info">
                      This account is deactivated, so it cannot sign in; reactivate it from the customer’s page first.
                    </Alert>
                  ) : (
                    <ResetForm member={status.data.member} busy={busy} onReset={reset} />
                  )}
                </>
              )
            ))}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ResetToolScreen;
