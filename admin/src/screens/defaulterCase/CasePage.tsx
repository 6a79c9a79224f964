/**
 * The defaulter case page (inside a ShowBase): heading and status, summary, the process actions
 * the server allows, the status timeline, documents, contacts and settlement requests.
 */
import { Box, Grid, Typography } from '@mui/material';
import { EditButton, Title, useCanAccess, useShowContext } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { formatDay } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { CaseActions } from './CaseActions';
import { CaseDocuments } from './CaseDocuments';
import { CaseInterestPanel } from './CaseInterestPanel';
import { CaseRelatedList } from './CaseRelatedList';
import { CaseSummary } from './CaseSummary';
import { CaseTimeline } from './CaseTimeline';
import { DisputePanel } from './DisputePanel';
import { RecordPageState } from '../RecordPageState';

const cases = resourceByName('defaulter-cases')!;

/** Shown only where the role may list the records. */
const IfCanList = ({ resource, children }: { resource: string; children: React.ReactNode }) => {
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  return canAccess ? <>{children}</> : null;
};

export const CasePage = ({ title }: { title?: string }) => {
  const { record, isPending, error } = useShowContext();
  // A route's own title stays the page title as the route table names it; the generic detail page names the record.
  const page = title ?? (record ? `${cases.recordLabel}: ${record.defaulter_name}` : cases.recordLabel);
  useDocumentTitle(page);
  if (isPending || error || !record)
    return (
      <RecordPageState
        notFound={'This defaulter case does not exist, or it was removed.'}
        failed={'We could not load this case just now.'}
      />
    );
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={page} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {String(record.defaulter_name)}
        </Typography>
        <EnumChip value={record.status} choices={cases.fields.status?.choices} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Case #{record.id} · reported {formatDay(record.created_at)}
        </Typography>
        <EditButton resource={cases.route} record={record} />
      </Box>
      <CaseSummary />
      <IfCanList resource="case-invoices">
        <CaseRelatedList resource="case-invoices" title="Invoices" empty="No invoices recorded for this case." caseId={record.id} />
      </IfCanList>
      <DisputePanel caseId={record.id} />
      <CaseActions caseId={record.id} />
      <CaseInterestPanel caseId={record.id} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CaseTimeline caseId={record.id} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <IfCanList resource="case-documents">
            <CaseDocuments caseId={record.id} />
          </IfCanList>
        </Grid>
      </Grid>
      <IfCanList resource="defaulter-contacts">
        <CaseRelatedList resource="defaulter-contacts" title="Contacts" empty="No contact details recorded." caseId={record.id} />
      </IfCanList>
      <IfCanList resource="settlement-requests">
        <CaseRelatedList
          resource="settlement-requests"
          title="Settlement requests"
          empty="No settlement requests for this case."
          caseId={record.id}
        />
      </IfCanList>
    </Box>
  );
};
