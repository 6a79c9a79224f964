/**
 * "Related records" below a detail page: one tab per registry resource whose reference points
 * here (customer → businesses → defaulter cases → settlements…), limited to lists the role may open.
 */
import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import type { ResourceDef } from '@bakaya/api/registry';
import { useMemo, useState } from 'react';
import { Pagination, ReferenceManyField } from 'react-admin';
import { canAccess } from '../providers/canAccess';
import { readSession } from '../providers/session';
import { relatedResources } from '../registry/fieldKinds';
import { adminResources } from '../registry/resourceIndex';
import { ResourceDatagrid } from './ResourceDatagrid';

export const RelatedRecords = ({ def }: { def: ResourceDef }) => {
  const related = useMemo(() => {
    const user = readSession()?.user;
    return relatedResources(adminResources, def).filter(({ resource }) => canAccess(user, { resource: resource.route, action: 'list' }));
  }, [def]);
  const [tab, setTab] = useState(0);
  if (!related.length) return null;
  const current = related[Math.min(tab, related.length - 1)]!;
  const labelOf = (r: { resource: ResourceDef; field: string }) =>
    related.filter((x) => x.resource === r.resource).length > 1
      ? `${r.resource.label} (${r.resource.fields[r.field]!.label})`
      : r.resource.label;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Related records
      </Typography>
      <Card variant="outlined">
        <Tabs value={Math.min(tab, related.length - 1)} onChange={(_, v) => setTab(v)} variant="scrollable" scrollButtons="auto">
          {related.map((r) => (
            <Tab key={`${r.resource.name}.${r.field}`} label={labelOf(r)} />
          ))}
        </Tabs>
        <ReferenceManyField
          key={`${current.resource.name}.${current.field}`}
          reference={current.resource.route}
          target={current.field}
          perPage={10}
          sort={{ field: current.resource.defaultSort[0], order: current.resource.defaultSort[1] }}
          pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
        >
          <ResourceDatagrid def={current.resource} omit={current.field} />
        </ReferenceManyField>
      </Card>
    </Box>
  );
};
