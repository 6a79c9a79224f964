/** The buyer and the supplier of the pair: trade name, GSTIN and a link to each business. */
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Card, CardContent, Grid, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

const Party = ({ role, id, record, loading }: { role: string; id: number; record?: RaRecord; loading: boolean }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent sx={{ display: 'flex', gap: 1.5 }}>
      <StorefrontOutlinedIcon color="action" aria-hidden="true" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary">
          {role}
        </Typography>
        {loading ? (
          <Skeleton width={220} />
        ) : record ? (
          <>
            <MuiLink
              component={Link}
              to={`/customer-management/business/view/${id}`}
              variant="subtitle1"
              underline="hover"
              sx={{ display: 'block', fontWeight: 600 }}
            >
              {String(record.trade_name ?? `Business #${id}`)}
            </MuiLink>
            {record.legal_name && record.legal_name !== record.trade_name ? (
              <Typography variant="body2">{String(record.legal_name)}</Typography>
            ) : null}
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              GSTIN {String(record.gstin ?? '—')}
            </Typography>
          </>
        ) : (
          <Typography variant="body2">Business #{id} (its details could not be shown)</Typography>
        )}
      </Box>
    </CardContent>
  </Card>
);

export const PartiesCard = ({
  buyer,
  supplier,
  records,
  loading,
}: {
  buyer: number;
  supplier: number;
  records: RaRecord[] | undefined;
  loading: boolean;
}) => {
  const find = (id: number) => records?.find((r) => Number(r.id) === id);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Party role="Buyer" id={buyer} record={find(buyer)} loading={loading} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Party role="Supplier" id={supplier} record={find(supplier)} loading={loading} />
      </Grid>
    </Grid>
  );
};
