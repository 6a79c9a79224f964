/** Columns of the eligible-cases picker: ₹ with Indian grouping, 'DD, Mon, YYYY' dates. */
import { Link as MuiLink, Typography } from '@mui/material';
import type { EligibleCase } from '@bakaya/api/contracts';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';
import { resourceByName } from '../../registry/resourceIndex';
import type { Column } from '../tables/SortableTable';

const cases = resourceByName('defaulter-cases')!;

export const CASE_COLUMNS: Column<EligibleCase>[] = [
  {
    field: 'id',
    label: 'Case',
    sortable: true,
    render: (c) => (
      <MuiLink component={Link} to={`/customer-management/defaulter-detail/${c.id}`} underline="hover">
        #{c.id}
      </MuiLink>
    ),
  },
  {
    field: 'defaulter_name',
    label: 'Defaulter',
    sortable: true,
    firstOrder: 'ASC',
    render: (c) => (
      <>
        {c.defaulter_name}
        <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {c.defaulter_gstin}
        </Typography>
      </>
    ),
  },
  { field: 'reporter_business', label: 'Reported by', render: (c) => c.reporter_business },
  { field: 'status', label: 'Status', render: (c) => <EnumChip value={c.status} choices={cases.fields.status?.choices} /> },
  { field: 'due_amount', label: 'Due', numeric: true, render: (c) => formatMoney(c.due_amount) },
  {
    field: 'outstanding',
    label: 'Outstanding',
    sortable: true,
    numeric: true,
    render: (c) => <strong>{formatMoney(c.outstanding)}</strong>,
  },
  { field: 'due_date', label: 'Due date', sortable: true, render: (c) => formatDay(c.due_date) },
  { field: 'verified_on', label: 'Verified on', sortable: true, render: (c) => formatDay(c.verified_on) },
];
