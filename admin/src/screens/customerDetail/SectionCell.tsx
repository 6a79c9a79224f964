/** One cell of a compact table (see SectionColumn in customerModel.ts for the kinds). */
import { Chip, Link as MuiLink, Typography } from '@mui/material';
import type { ResourceDef } from '@bakaya/api/registry';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatDay } from '../../format/display';
import { linkText, type SectionColumn } from './customerModel';
import { PlanName } from './PlanName';
import { RecordValue } from './RecordValue';

const text = (s: string) => (
  <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
    {s}
  </Typography>
);

export const SectionCell = ({ column, def, canOpen }: { column: SectionColumn; def: ResourceDef; canOpen: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  const field = def.fields[column.field];
  const value = record[column.field];
  const blank = value === null || value === undefined || value === '';
  if (blank && column.cell !== 'link' && column.cell !== 'verified' && column.cell !== 'proven')
    return (
      <Typography variant="body2" component="span" color="text.disabled">
        —
      </Typography>
    );
  switch (column.cell) {
    case 'link': {
      const label = linkText(value, record.id, field);
      return canOpen ? (
        <MuiLink component={Link} to={`/${def.route}/${record.id}/show`} variant="body2">
          {label}
        </MuiLink>
      ) : (
        text(label)
      );
    }
    case 'day':
      return text(formatDay(value));
    case 'when':
      return text(formatDateTime(value));
    case 'verified':
      return value ? (
        <Chip size="small" color="success" variant="outlined" label="Verified" title={`Verified on ${formatDay(value)}`} />
      ) : (
        <Typography variant="body2" component="span" color="text.secondary">
          Not verified
        </Typography>
      );
    case 'proven':
      return value ? (
        <Chip size="small" color="success" label="Proven" title={`Control of the GST registration proven on ${formatDay(value)}`} />
      ) : (
        <Typography variant="body2" component="span" color="text.secondary" title="No own-business rights until the member proves control">
          Not proven
        </Typography>
      );
    case 'plan':
      return <PlanName source={column.field} />;
    default:
      return field ? <RecordValue source={column.field} def={field} compact /> : null;
  }
};
