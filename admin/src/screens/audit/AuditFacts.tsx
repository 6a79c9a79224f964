/** Who, when, from where and what an audit row records, with a link to the record when it has a page. */
import { Box, Chip, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../format/display';
import { AuditActor } from './AuditActor';
import { actionDescription, actionLabel } from './auditDiff';
import { auditedResource, recordPath } from './auditRecord';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children ?? '—'}
    </Typography>
  </Box>
);

export const AuditFacts = ({ record }: { record: Record<string, unknown> }) => {
  const def = auditedResource(record.resource);
  const path = recordPath(record.resource, record.record_id, record.action);
  const described = actionDescription(record.resource, record.action);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 3, rowGap: 1.5 }}
    >
      <Fact label="By">
        <AuditActor record={record} withRole />
      </Fact>
      <Fact label="When">{formatDateTime(record.created_at)}</Fact>
      <Fact label="IP address">{record.ip ? String(record.ip) : null}</Fact>
      <Fact label="Action">
        <Tooltip title={described ?? ''}>
          <Chip size="small" label={actionLabel(record.action)} />
        </Tooltip>
        {described ? (
          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.5 }}>
            {described}
          </Typography>
        ) : null}
      </Fact>
      <Fact label="Resource">{def ? def.label : String(record.resource ?? '')}</Fact>
      <Fact label="Record">
        {record.record_id == null ? null : path ? (
          <MuiLink component={Link} to={path}>
            {def?.recordLabel} #{String(record.record_id)}
          </MuiLink>
        ) : (
          `#${String(record.record_id)}`
        )}
      </Fact>
      <Fact label="Request id">
        {record.request_id ? (
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
            {String(record.request_id)}
          </Box>
        ) : null}
      </Fact>
    </Box>
  );
};
