/**
 * The CIR page (inside a ShowBase): who pulled which business's report, when, for what fee and with
 * what outcome; then the snapshot as generated — score gauge and reasons, identity, summary, cases
 * with disputes, settlements, trends and enquiries — and its PDF in English or Hindi.
 */
import { bandChip, CIR_MESSAGES, type CirReportView } from '@bakaya/api/contracts';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { ReferenceField, TextField, Title, useNotify, useShowContext } from 'react-admin';
import { downloadFile } from '../../files/downloadFile';
import { contrastText, formatDateTime, formatMoney } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { RecordPageState } from '../RecordPageState';
import { cirReportUrl, useCirSnapshot } from './cirReportApi';
import { CirSnapshotView } from './CirSnapshotView';

const cirReports = resourceByName('cir-reports')!;
const customers = resourceByName('customers')!;
const businesses = resourceByName('businesses')!;

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Box>
);

const PdfButtons = ({ report }: { report: CirReportView }) => {
  const notify = useNotify();
  const download = async (lang: 'en' | 'hi') => {
    const outcome = await downloadFile(`${cirReportUrl(report.id)}/pdf?lang=${lang}`, `cir-${report.id}-${lang}.pdf`);
    notify(outcome.message, { type: outcome.kind === 'success' ? 'success' : outcome.kind === 'empty' ? 'info' : 'error' });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" onClick={() => void download('en')}>
        PDF (English)
      </Button>
      <Button variant="outlined" size="small" onClick={() => void download('hi')}>
        PDF (हिन्दी)
      </Button>
    </Box>
  );
};

export const CirReportPage = ({ title }: { title?: string }) => {
  const { record, isPending, error } = useShowContext();
  const snapshot = useCirSnapshot(record?.id, !!record && record.status === 'generated');
  const page = title ?? (record ? `${cirReports.recordLabel}: ${record.subject_name ?? record.subject_gstin}` : cirReports.recordLabel);
  useDocumentTitle(page);
  if (isPending || error || !record)
    return <RecordPageState notFound="This credit report does not exist." failed="We could not load this credit report just now." />;
  const band = bandChip(record.score ?? null, record.band ?? null);
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={page} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {String(record.subject_name ?? record.subject_gstin)}
        </Typography>
        <EnumChip value={record.status} choices={cirReports.fields.status?.choices} />
        {record.score !== null && record.score !== undefined && (
          <Chip
            size="small"
            label={`${record.score} · ${band.name ?? ''}`}
            sx={{ bgcolor: band.colour, color: contrastText(band.colour) }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {snapshot.data && <PdfButtons report={snapshot.data} />}
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
          <Fact label="GST number">{String(record.subject_gstin)}</Fact>
          <Fact label="Pulled by">
            <ReferenceField source="user_id" reference={customers.route} link="show" emptyText="—">
              <TextField source="name" />
            </ReferenceField>
          </Fact>
          <Fact label="From business">
            <ReferenceField source="business_id" reference={businesses.route} link="show" emptyText="—">
              <TextField source="trade_name" />
            </ReferenceField>
          </Fact>
          <Fact label="Generated on">{formatDateTime(record.generated_at) || '—'}</Fact>
          <Fact label="Fee">{formatMoney(record.fee) || '₹0.00'}</Fact>
          {snapshot.data && <Fact label="Verification code">{snapshot.data.snapshot.verification_code}</Fact>}
        </CardContent>
      </Card>
      {record.status !== 'generated' && <Alert severity="info">{CIR_MESSAGES.nothingCharged}</Alert>}
      {snapshot.isPending && record.status === 'generated' && <Skeleton variant="rounded" height={320} />}
      {snapshot.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void snapshot.refetch()}>
              Try again
            </Button>
          }
        >
          We could not load the report’s snapshot just now.
        </Alert>
      )}
      {snapshot.data && <CirSnapshotView report={snapshot.data} />}
    </Box>
  );
};
