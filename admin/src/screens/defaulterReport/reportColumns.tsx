/** The columns of the reported-defaulters table: ₹ with Indian grouping, 'DD, Mon, YYYY' dates. */
import { Link as MuiLink, Typography } from '@mui/material';
import type { DefaulterReportRow } from '@bakaya/api/contracts';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';
import type { Column } from '../tables/SortableTable';
import { defaultersOfGstin, WORST_STATUS_CHOICES } from './defaulterReportModel';

const count = (n: number) => n.toLocaleString('en-IN');

/** The page needs Defaulter → list view, which is also what the defaulters list needs: the link always opens. */
export const REPORT_COLUMNS: Column<DefaulterReportRow>[] = [
  {
    field: 'name',
    label: 'Defaulter',
    sortable: true,
    firstOrder: 'ASC',
    render: (r) => (
      <MuiLink component={Link} to={defaultersOfGstin(r.gstin)} underline="hover" title="Open the cases reported against this GSTIN">
        {r.name}
      </MuiLink>
    ),
  },
  {
    field: 'gstin',
    label: 'GSTIN',
    sortable: true,
    firstOrder: 'ASC',
    render: (r) => (
      <>
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {r.gstin}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary">
          {r.state_name ?? 'State'} ({r.state_code})
        </Typography>
      </>
    ),
  },
  { field: 'reporters', label: 'Reporters', sortable: true, numeric: true, render: (r) => count(r.reporters) },
  { field: 'cases', label: 'Cases', sortable: true, numeric: true, render: (r) => count(r.cases) },
  { field: 'total_due', label: 'Total due', sortable: true, numeric: true, render: (r) => formatMoney(r.total_due) },
  { field: 'total_settled', label: 'Settled', sortable: true, numeric: true, render: (r) => formatMoney(r.total_settled) },
  {
    field: 'outstanding',
    label: 'Outstanding',
    sortable: true,
    numeric: true,
    render: (r) => <strong>{formatMoney(r.outstanding)}</strong>,
  },
  {
    field: 'worst_status',
    label: 'Worst status',
    sortable: true,
    render: (r) => <EnumChip value={r.worst_status} choices={WORST_STATUS_CHOICES} />,
  },
  { field: 'last_reported_at', label: 'Last reported', sortable: true, render: (r) => formatDay(r.last_reported_at) },
];
