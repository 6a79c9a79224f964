/** PLACEHOLDER dashboard: headline counts now; the charts of the finished dashboard come later. */
import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../providers/canAccess';
import { readSession } from '../providers/session';
import { resourceByName } from '../registry/resourceIndex';
import { PlaceholderScreen } from './PlaceholderScreen';

const HEADLINES = ['customers', 'businesses', 'defaulter-cases', 'settlement-requests', 'cir-reports', 'invoices'];

const CountCard = ({ name }: { name: string }) => {
  const def = resourceByName(name)!;
  const { total, isPending, error } = useGetList(def.route, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={`/${def.route}`}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">{def.label}</Typography>
          <Typography variant="h4">{isPending ? <Skeleton width={60} /> : error ? '—' : (total ?? 0).toLocaleString('en-IN')}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

const DashboardScreen = () => {
  const user = readSession()?.user;
  const visible = useMemo(() => HEADLINES.filter((n) => resourceByName(n) && canAccess(user, { resource: n, action: 'list' })), [user]);
  return (
    <PlaceholderScreen
      title="Dashboard"
      purpose={`Welcome${user?.name ? `, ${user.name}` : ''}. The numbers below come from live data.`}
      plans={['Charts of customers, businesses, defaulters and settlements over time (data/* endpoints, spec §7)', 'Revenue, CIR and voucher-sync status summaries']}
    >
      <Box sx={{ mt: 2 }}>
        <Grid container spacing={2}>
          {visible.map((n) => <Grid key={n} size={{ xs: 12, sm: 6, md: 4 }}><CountCard name={n} /></Grid>)}
        </Grid>
      </Box>
    </PlaceholderScreen>
  );
};

export default DashboardScreen;
