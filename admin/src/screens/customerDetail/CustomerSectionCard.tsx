/**
 * One section of the customer page: the latest records of one kind that belong to the customer,
 * as a compact table, with a "See all" link to the full list filtered to this customer.
 */
import { Alert, Box, Button, Card, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceByName } from '../../registry/resourceIndex';
import { seeAllPath, sectionCount, type CustomerSection } from './customerModel';
import { RecordTable } from './RecordTable';

export const CustomerSectionCard = ({ section, customerId }: { section: CustomerSection; customerId: Identifier }) => {
  const def = resourceByName(section.resource)!;
  const sort = section.sort ?? { field: def.defaultSort[0], order: def.defaultSort[1] };
  const { data, total, isPending, error, refetch } = useGetList(def.route, {
    filter: { [section.target]: customerId },
    sort,
    pagination: { page: 1, perPage: section.perPage },
  });
  const count = sectionCount(data?.length ?? 0, total);
  const headingId = `customer-section-${section.key}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {section.title}
        </Typography>
        {count && (
          <Typography variant="body2" color="text.secondary">
            · {count}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {!!total && (
          <MuiLink
            component={Link}
            to={seeAllPath(section, customerId)}
            variant="body2"
            aria-label={`See all ${section.title.toLowerCase()} of this customer`}
          >
            See all
          </MuiLink>
        )}
      </Box>
      {isPending ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : error ? (
        <Alert
          severity="warning"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The {section.title.toLowerCase()} could not be loaded just now.
        </Alert>
      ) : !data?.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {section.empty}
        </Typography>
      ) : (
        <RecordTable def={def} records={data} columns={section.columns} label={section.title} />
      )}
    </Card>
  );
};
