/**
 * The status timeline of a case (case-events, newest first): from → to, the note, who moved it and
 * when ('DD, Mon, YYYY, HH:mm' IST), and any amount settled in that step.
 */
import { Alert, Box, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { actorIds, settledInStep } from './caseModel';
import { useActorNames, type Actor } from './useActorNames';

const events = resourceByName('case-events')!;
const statuses = resourceByName('defaulter-cases')!.fields.status?.choices;
const colourOf = (status: unknown) => statuses?.find((c) => c.id === status)?.colour ?? '#9e9e9e';

const ActorName = ({ id, actor }: { id: unknown; actor?: Actor }) => {
  if (id == null) return <>the system</>;
  if (!actor) return <>user #{String(id)}</>;
  const name = actor.link ? (
    <MuiLink component={Link} to={actor.link} underline="hover">
      {actor.name}
    </MuiLink>
  ) : (
    actor.name
  );
  return (
    <>
      {name}
      {actor.member ? ' (member)' : ''}
    </>
  );
};

export const CaseTimeline = ({ caseId, title = 'Status timeline' }: { caseId: Identifier; title?: string }) => {
  const { data, isPending, error } = useGetList(events.route, {
    filter: { case_id: caseId },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 200 },
  });
  const actors = useActorNames(actorIds(data ?? []));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : error ? (
          <Alert severity="warning">The timeline could not be loaded just now.</Alert>
        ) : !data?.length ? (
          <Typography variant="body2" color="text.secondary">
            No status changes recorded yet.
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((e, i) => {
              const settled = settledInStep(e.settled_delta);
              return (
                <Box component="li" key={e.id} sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5 }}>
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden="true">
                    <Box sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', bgcolor: colourOf(e.to_status), flex: 'none' }} />
                    {i < data.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
                  </Box>
                  <Box sx={{ pb: 2.5 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                      {e.from_status ? (
                        <>
                          <EnumChip value={e.from_status} choices={statuses} />
                          <span aria-label="to">→</span>
                        </>
                      ) : (
                        <Typography variant="body2">Reported as</Typography>
                      )}
                      <EnumChip value={e.to_status} choices={statuses} />
                    </Box>
                    {e.note && (
                      <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-wrap' }}>
                        {e.note}
                      </Typography>
                    )}
                    {settled && (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        Settled in this step: <strong>{formatMoney(settled)}</strong>
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                      <time dateTime={String(e.created_at)}>{formatDateTime(e.created_at)}</time> · by{' '}
                      <ActorName id={e.actor_user_id} actor={actors.get(Number(e.actor_user_id))} />
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
