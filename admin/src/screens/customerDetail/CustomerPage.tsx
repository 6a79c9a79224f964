/**
 * The customer page (inside a ShowBase): name and status, the profile, then one compact section
 * per kind of record they own — businesses, defaulters reported, settlement requests,
 * subscriptions, invoices, wallet transactions, referrals — each only when the role may list it.
 */
import { Box, Grid, Typography } from '@mui/material';
import { useMemo } from 'react';
import { EditButton, Title, useShowContext } from 'react-admin';
import { formatDay } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { RemoveButton } from '../../resources/RemoveButton';
import { customerSectionsFor } from './customerModel';
import { CustomerProfile } from './CustomerProfile';
import { CustomerSectionCard } from './CustomerSectionCard';
import { RecordPageState } from '../RecordPageState';

const customers = resourceByName('customers')!;

export const CustomerPage = ({ title }: { title?: string }) => {
  const { record, isPending, error } = useShowContext();
  const sections = useMemo(() => customerSectionsFor(readSession()?.user), []);
  const page = title ?? (record ? `${customers.recordLabel}: ${record.name}` : customers.recordLabel);
  useDocumentTitle(page);
  if (isPending || error || !record)
    return <RecordPageState notFound={'This customer does not exist.'} failed={'We could not load this customer just now.'} />;
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={page} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {String(record.name ?? `Customer #${record.id}`)}
        </Typography>
        <EnumChip value={record.status} choices={customers.fields.status?.choices} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Customer #{record.id}
          {record.created_at ? ` · registered ${formatDay(record.created_at)}` : ''}
        </Typography>
        <EditButton resource={customers.route} record={record} />
        {record.status !== 0 && <RemoveButton def={customers} resource={customers.route} record={record} />}
      </Box>
      <CustomerProfile />
      <Grid container spacing={2}>
        {sections.map((s) => (
          <Grid key={s.key} size={{ xs: 12, lg: s.half ? 6 : 12 }}>
            <CustomerSectionCard section={s} ownerId={record.id} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
