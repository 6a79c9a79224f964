/**
 * The audit log (audit-logs list and the Monitoring → audit/report route): newest first, filters
 * from the registry, and each row opens in place to show its before/after diff.
 */
import { Box, Link as MuiLink } from '@mui/material';
import { useMemo } from 'react';
import { Datagrid, FunctionField, List, ResourceContextProvider, useCanAccess, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import { csvExporter } from '../../resources/csvExporter';
import { FieldValue } from '../../resources/FieldValue';
import { ListActionsBar } from '../../resources/ListActionsBar';
import { resourceFilters } from '../../resources/resourceFilters';
import { AuditDiffTable } from './AuditDiffTable';
import { AuditActor } from './AuditActor';
import { actionDescription, actionLabel } from './auditDiff';
import { auditedResource, recordPath } from './auditRecord';

const audit = resourceByName('audit-logs')!;
const field = (name: string) => audit.fields[name]!;

const DiffPanel = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 1100 }}>
      <AuditDiffTable before={record.before} after={record.after} resource={record.resource} />
    </Box>
  );
};

type Row = Record<string, unknown>;

const RecordLink = ({ record }: { record: Row }) => {
  const path = recordPath(record.resource, record.record_id, record.action);
  if (record.record_id == null) return null;
  return path ? (
    <MuiLink component={Link} to={path} onClick={(e) => e.stopPropagation()}>
      #{String(record.record_id)}
    </MuiLink>
  ) : (
    <>#{String(record.record_id)}</>
  );
};

const AuditLogList = ({ title }: { title?: string }) => {
  const page = title ?? audit.label;
  useDocumentTitle(page);
  const filters = useMemo(() => resourceFilters(audit), []);
  const { canAccess: canExport } = useCanAccess({ resource: audit.route, action: 'export' });
  return (
    <ResourceContextProvider value={audit.route}>
      <List
        title={page}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        exporter={canExport ? csvExporter(audit) : false}
        actions={<ListActionsBar def={audit} hasFilters={filters.some((f) => !f.props.alwaysOn)} />}
      >
        <Datagrid rowClick="show" expand={<DiffPanel />} bulkActionButtons={false} sx={{ '& .RaDatagrid-headerCell': { fontWeight: 600 } }}>
          <FunctionField
            label="When"
            sortBy="created_at"
            render={(r: Row) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(r.created_at)}
              </Box>
            )}
          />
          <FunctionField label="By" render={(r: Row) => <AuditActor record={r} />} />
          <FieldValue source="actor_role" def={field('actor_role')} label="Role" sortable={false} compact />
          <FunctionField
            label="Action"
            render={(r: Row) => <span title={actionDescription(r.resource, r.action)}>{actionLabel(r.action)}</span>}
          />
          <FunctionField
            label="Resource"
            sortBy="resource"
            render={(r: Row) => auditedResource(r.resource)?.label ?? String(r.resource ?? '')}
          />
          <FunctionField label="Record" render={(r: Row) => <RecordLink record={r} />} />
          <FieldValue source="ip" def={field('ip')} label="IP address" sortable={false} compact />
        </Datagrid>
      </List>
    </ResourceContextProvider>
  );
};

export default AuditLogList;
