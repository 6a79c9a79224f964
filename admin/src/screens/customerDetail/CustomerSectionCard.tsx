/**
 * One section of the customer page (and of the order page): the latest records of one kind that
 * belong to the customer (or order), as a compact table, with a "See all" link to the full list
 * filtered to it, and the section's own further link if it has one.
 */
import { Box, Card, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';
import { seeAllPath, sectionCount, type CustomerSection } from './customerModel';
import { RecordTable } from './RecordTable';
import { RetryAlert } from '../RetryAlert';

interface Props {
  section: CustomerSection;
  /** The value of the section's target field: the customer's (or order's) id. */
  ownerId: Identifier;
  /** What the records belong to, for the links' names. */
  owner?: string;
}

export const CustomerSectionCard = ({ section, ownerId, owner = 'customer' }: Props) => {
  const def = resourceByName(section.resource)!;
  const sort = section.sort ?? { field: def.defaultSort[0], order: def.defaultSort[1] };
  const { data, total, isPending, error, refetch } = useGetList(def.route, {
    filter: { [section.target]: ownerId },
    sort,
    pagination: { page: 1, perPage: section.perPage },
  });
  const count = sectionCount(data?.length ?? 0, total);
  // The further page shows one record's detail: only for roles that may open one.
  const more = section.more && canAccess(readSession()?.user, { resource: def.route, action: 'show' }) ? section.more : undefined;
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
        {more && (
          <MuiLink component={Link} to={more.path(ownerId)} variant="body2">
            {more.label}
          </MuiLink>
        )}
        {!!total && (
          <MuiLink
            component={Link}
            to={seeAllPath(section, ownerId)}
            variant="body2"
            aria-label={`See all ${section.title.toLowerCase()} of this ${owner}`}
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
        <RetryAlert onRetry={refetch} sx={{ mx: 2, mb: 2 }}>
          The {section.title.toLowerCase()} could not be loaded just now.
        </RetryAlert>
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
