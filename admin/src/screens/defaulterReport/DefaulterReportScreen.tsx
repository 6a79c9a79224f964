/**
 * Reported defaulters (spec §2 customer-management/defaulter/report-defaulter; Defaulter → list
 * view): one row per defaulter GSTIN from GET /api/admin/reports/defaulters, sortable and paged on
 * the server; a row opens that GSTIN's cases. CSV download needs Defaulter → download (the API
 * checks it too) and follows spec §8's download messages.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { DefaulterReportRow } from '@bakaya/api/contracts';
import { Title } from 'react-admin';
import { useFileDownload } from '../../files/useFileDownload';
import { requestMessage } from '../../files/requestMessage';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { hasAccess } from '../../providers/canAccess';
import { useRangeList } from '../../providers/rangeList';
import { readSession } from '../../providers/session';
import type { CustomScreenProps } from '../screenTypes';
import { SortableTable } from '../tables/SortableTable';
import { useTableState } from '../tables/useTableState';
import { REPORT_URL, reportCsvUrl } from './defaulterReportModel';
import { REPORT_COLUMNS } from './reportColumns';
import { ReportFilters } from './ReportFilters';

const DefaulterReportScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const state = useTableState({ sort: { field: 'outstanding', order: 'DESC' } });
  const { data, isFetching, error } = useRangeList<DefaulterReportRow>('defaulter-report', REPORT_URL, state);
  const { busy: downloading, download: downloadCsv } = useFileDownload();
  const canDownload = hasAccess(readSession()?.user, 'Defaulter', 'download');

  const download = () => downloadCsv(reportCsvUrl(state), 'reported-defaulters.csv');

  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      <Title title={route.title} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
            <Box>
              <Typography variant="h5" component="h1" gutterBottom>
                {route.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
                Every business members have reported, one row per GSTIN: how many members reported it, its cases and amounts. Outstanding
                counts verified and partly settled cases only. Open a name to see its cases.
              </Typography>
            </Box>
            {canDownload && (
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
                {downloading ? 'Preparing…' : 'Download CSV'}
              </Button>
            )}
          </Box>
          <Box sx={{ mt: 2 }}>
            <ReportFilters state={state} />
            <SortableTable
              label="Reported defaulters"
              columns={REPORT_COLUMNS}
              rows={data?.rows}
              total={data?.total ?? 0}
              rowKey={(r) => r.gstin}
              state={state}
              loading={isFetching}
              error={error ? requestMessage(error) : undefined}
              empty="No reported defaulter matches these filters."
            />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

export default DefaulterReportScreen;
