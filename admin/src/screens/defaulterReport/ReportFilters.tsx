/** Filters of the reported-defaulters report: search (GSTIN or name), GST state, worst status. */
import { Box, MenuItem, TextField } from '@mui/material';
import type { DefaulterReportState } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';
import { SearchField } from '../tables/SearchField';
import type { TableState } from '../tables/useTableState';
import { REPORT_STATES_URL, stateOption, WORST_STATUS_CHOICES } from './defaulterReportModel';

export const ReportFilters = ({ state }: { state: TableState }) => {
  const states = useQuery({
    queryKey: ['admin', 'reports', 'defaulter-states'],
    queryFn: async () => (await httpClient(REPORT_STATES_URL)).json as DefaulterReportState[],
    staleTime: 60_000,
  });
  const f = state.filter;
  const set = (key: string, value: unknown) => state.setFilter({ ...f, [key]: value });
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1 }}>
      <SearchField label="Search GSTIN or name" value={String(f.q ?? '')} onChange={(v) => set('q', v)} />
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label="State"
        value={String(f.state ?? '')}
        onChange={(e) => set('state', e.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">All states</MenuItem>
        {(states.data ?? []).map((s) => (
          <MenuItem key={s.code} value={s.code}>
            {stateOption(s)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label="Worst status"
        value={String(f.status ?? '')}
        onChange={(e) => set('status', e.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">Any status</MenuItem>
        {WORST_STATUS_CHOICES.map((c) => (
          <MenuItem key={String(c.id)} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
