/**
 * Export agent revenue (spec §2 customer-management/agent/revenue/detail/export; Agent Revenue →
 * download): choose a period and, optionally, an agent; the API streams a CSV, and the spec §8
 * download helper says how it went. Every export is listed in Data exports.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { AGENT_REVENUE_CSV_COLUMNS, AGENT_REVENUE_EXPORT_RESOURCE } from '@bakaya/api/contracts';
import { useState } from 'react';
import { Title, useNotify, useRefresh } from 'react-admin';
import { downloadFile, type DownloadOutcome } from '../../files/downloadFile';
import { PeriodPickers } from '../../inputs/PeriodPickers';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { hasAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { EmbeddedList } from '../EmbeddedList';
import type { CustomScreenProps } from '../screenTypes';
import { AgentPicker } from './AgentPicker';
import { defaultPeriod, exportUrl, fallbackName, periodProblems, type ExportPeriod } from './agentRevenueExportModel';

const SEVERITY = { success: 'success', empty: 'info', error: 'error' } as const;

const AgentRevenueExportScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const notify = useNotify();
  const refresh = useRefresh();
  const [period, setPeriod] = useState<ExportPeriod>(() => defaultPeriod());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<DownloadOutcome | null>(null);
  const problems = periodProblems(period);
  const seesExports = hasAccess(readSession()?.user, 'Export Data', 'listView');

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await downloadFile(exportUrl(period), fallbackName(period));
    setBusy(false);
    setOutcome(result);
    notify(result.message, { type: SEVERITY[result.kind] });
    refresh();
  };

  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      <Title title={route.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {route.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
            A CSV of the revenue agents brought in: one row per paid order, dated by the Indian calendar day it was credited. Columns:{' '}
            {AGENT_REVENUE_CSV_COLUMNS.join(', ')}. Amounts are in rupees with two decimals.
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!Object.keys(problems).length) void download();
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
          >
            <PeriodPickers period={period} onChange={setPeriod} problems={problems} />
            <AgentPicker value={period.agentId ?? null} onChange={(agentId) => setPeriod({ ...period, agentId })} />
            <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={busy || Object.keys(problems).length > 0}>
              {busy ? 'Preparing…' : 'Download CSV'}
            </Button>
          </Box>
          {outcome && (
            <Alert severity={SEVERITY[outcome.kind]} sx={{ mt: 2 }}>
              {outcome.message}
              {outcome.fileName ? ` (${outcome.fileName})` : ''}
            </Alert>
          )}
        </CardContent>
      </Card>
      {seesExports && (
        <EmbeddedList resource="export-jobs" filter={{ resource: AGENT_REVENUE_EXPORT_RESOURCE }} title="Earlier agent revenue exports" />
      )}
    </Box>
  );
};

export default AgentRevenueExportScreen;
