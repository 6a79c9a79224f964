/**
 * A member's wallet for staff (spec: /admin/wallet/transaction/{userId}): who, the balance, and
 * the statement with the balance after each movement, newest first, 50 at a time ("Load more").
 */
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { requestMessage } from '../../files/requestMessage';
import { formatMoney } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import { NotFoundScreen } from '../NotFoundScreen';
import type { CustomScreenProps } from '../screenTypes';
import { memberWalletPage } from './memberWalletApi';
import { StatementTable } from './StatementTable';

const customers = resourceByName('customers')!;

const MemberWalletScreen = ({ route, params }: CustomScreenProps) => {
  const userId = params.userId ?? '';
  const query = useInfiniteQuery({
    queryKey: ['member-wallet', userId],
    queryFn: ({ pageParam }) => memberWalletPage(userId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    retry: false,
  });
  const first = query.data?.pages[0];
  const title = first ? `Wallet of ${first.user.name ?? `member #${first.user.id}`}` : route.title;
  useDocumentTitle(route.title);
  if ((query.error as { status?: number } | null)?.status === 404) return <NotFoundScreen />;
  const movements = query.data?.pages.flatMap((p) => p.movements) ?? [];
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={title} />
      {query.error ? (
        <Alert severity="warning">{requestMessage(query.error, 'The wallet could not be loaded just now.')}</Alert>
      ) : !first ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Card variant="outlined" component="section" aria-label="Member and balance">
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="h5" component="h1">
                  {first.user.name ?? `Member #${first.user.id}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {first.user.mobile ? `${first.user.mobile} · ` : ''}
                  <MuiLink component={Link} to={`/${customers.route}/${first.user.id}/show`}>
                    Customer #{first.user.id}
                  </MuiLink>
                </Typography>
              </Box>
              <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  Wallet balance
                </Typography>
                <Typography variant="h4" component="p" aria-label="Wallet balance">
                  {formatMoney(first.balance)}
                </Typography>
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="wallet-statement">
            <Typography id="wallet-statement" variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
              Statement
            </Typography>
            {movements.length ? (
              <StatementTable movements={movements} />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                No wallet movements yet.
              </Typography>
            )}
            {query.hasNextPage && (
              <Box sx={{ p: 1.5, textAlign: 'center' }}>
                <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </Box>
            )}
          </Card>
        </>
      )}
    </Box>
  );
};

export default MemberWalletScreen;
