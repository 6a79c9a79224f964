/**
 * An order's timeline from order-events, oldest first: when, from → to, what moved it (checkout,
 * webhook, return, reconciliation, staff), the note and who.
 */
import { Alert, Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';
import { formatDateTime } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';

const events = resourceByName('order-events')!;
const statusChoices = events.fields.to_status!.choices;
const sourceName = (id: unknown) => events.fields.source!.choices?.find((c) => c.id === id)?.name ?? String(id ?? '');

export const OrderTimeline = ({ orderId }: { orderId: Identifier }) => {
  const { data, isPending, error } = useGetList(events.route, {
    filter: { order_id: orderId },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-timeline" sx={{ height: '100%' }}>
      <Typography id="order-timeline" variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
        Timeline
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={72} sx={{ mx: 2, mb: 2 }} />
      ) : error ? (
        <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
          The timeline could not be loaded just now.
        </Alert>
      ) : !data?.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No changes recorded yet.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Order timeline" sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}>
          {data.map((e) => (
            <Box
              component="li"
              key={e.id}
              sx={{ position: 'relative', pl: 2.5, pb: 1.5, borderLeft: 2, borderColor: 'divider', '&:last-child': { pb: 0 } }}
            >
              <Box sx={{ position: 'absolute', left: -6, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                {e.from_status ? <EnumChip value={e.from_status} choices={statusChoices} /> : null}
                {e.from_status ? <span aria-label="to">→</span> : null}
                <EnumChip value={e.to_status} choices={statusChoices} />
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(e.created_at)} · {sourceName(e.source)}
                  {e.actor_name ? ` · by ${e.actor_name}` : ''}
                </Typography>
              </Stack>
              {e.note ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {e.note}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
};
