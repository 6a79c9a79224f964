/** Who, when, from where and what an audit row records, with a link to the record when it has a page. */
import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../format/display';
import { useActorNames } from '../defaulterCase/useActorNames';
import { auditedResource, recordPath } from './auditRecord';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">{label}</Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>{children ?? '—'}</Typography>
  </Box>
);

export const AuditFacts = ({ record }: { record: Record<string, unknown> }) => {
  const def = auditedResource(record.resource);
  const path = recordPath(record.resource, record.record_id, record.action);
  const actorId = Number(record.actor_user_id);
  const actor = useActorNames(Number.isInteger(actorId) && actorId > 0 ? [actorId] : []).get(actorId);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 3, rowGap: 1.5 }}>
      <Fact label="By">
        {record.actor_user_id == null ? 'The system' : actor?.link
          ? <MuiLink component={Link} to={actor.link}>{actor.name}</MuiLink>
          : actor?.name ?? `User #${String(record.actor_user_id)}`}
        {record.actor_role ? <Typography variant="caption" color="text.secondary" component="span"> · {String(record.actor_role)}</Typography> : null}
      </Fact>
      <Fact label="When">{formatDateTime(record.created_at)}</Fact>
      <Fact label="IP address">{record.ip ? String(record.ip) : null}</Fact>
      <Fact label="Action"><Chip size="small" label={String(record.action ?? '')} /></Fact>
      <Fact label="Resource">{def ? `${def.label} (${String(record.resource)})` : String(record.resource ?? '')}</Fact>
      <Fact label="Record">
        {record.record_id == null ? null : path
          ? <MuiLink component={Link} to={path}>{def?.recordLabel} #{String(record.record_id)}</MuiLink>
          : `#${String(record.record_id)}`}
      </Fact>
      <Fact label="Request id">{record.request_id ? <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>{String(record.request_id)}</Box> : null}</Fact>
    </Box>
  );
};
