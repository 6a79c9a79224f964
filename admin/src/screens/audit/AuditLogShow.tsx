/** The audit-logs resource's detail page: the facts of one change and its before/after diff (lazy-loaded). */
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext, type Identifier } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import { AuditDiffTable } from './AuditDiffTable';
import { AuditFacts } from './AuditFacts';

const audit = resourceByName('audit-logs')!;

const AuditLogPage = ({ title }: { title?: string }) => {
  const { record, isPending, error } = useShowContext();
  const page = title ?? (record ? `${audit.recordLabel} #${record.id}` : audit.recordLabel);
  useDocumentTitle(page);
  if (isPending) return <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />;
  if (error || !record)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        This audit entry could not be loaded.
      </Alert>
    );
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={page} />
      <Typography variant="h5" component="h1">
        {page}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <AuditFacts record={record} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            What changed
          </Typography>
          <AuditDiffTable before={record.before} after={record.after} resource={record.resource} />
        </CardContent>
      </Card>
    </Box>
  );
};

const AuditLogShow = ({ id, title }: { id?: Identifier; title?: string }) => (
  <ShowBase resource={audit.route} id={id}>
    <AuditLogPage title={title} />
  </ShowBase>
);

export default AuditLogShow;
