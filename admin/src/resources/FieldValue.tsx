/**
 * One registry field of the current record, displayed by its type: ₹ amounts with Indian
 * grouping, 'DD, Mon, YYYY' dates, coloured enum chips, references as links to the target's
 * detail page. Used for list columns and detail rows alike.
 */
import { Box, Typography } from '@mui/material';
import type { FieldDef } from '@bakaya/api/registry';
import { BooleanField, EmailField, ReferenceField, UrlField, useRecordContext } from 'react-admin';
import { formatDateTime, formatDay, formatJson, formatMoney, formatPercent } from '../format/display';
import { displayKind } from '../registry/fieldKinds';
import { raNameOf } from '../registry/resourceIndex';
import { EnumChip } from './EnumChip';

export interface FieldValueProps {
  source: string;
  def: FieldDef;
  /** Read by Datagrid / SimpleShowLayout for the header or row label. */
  label?: string;
  sortable?: boolean;
  textAlign?: 'left' | 'right';
  /** List cells are kept to one short line. */
  compact?: boolean;
  /** Inside a row that is itself a link (the phone list): references, emails and URLs as plain text. */
  plain?: boolean;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export const FieldValue = ({ source, def, compact, plain }: FieldValueProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const value = record[source];
  const text = (s: string, nowrap = false) => (
    <Typography variant="body2" component="span" sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {s}
    </Typography>
  );
  switch (displayKind(def, record)) {
    case 'money':
      return text(formatMoney(value), true);
    case 'percent':
      return text(formatPercent(value), true);
    case 'date':
      return text(formatDay(value), true);
    // Lists show the day ('DD, Mon, YYYY'); detail pages add the time (IST).
    case 'datetime':
      return text(compact ? formatDay(value) : formatDateTime(value), true);
    case 'boolean':
      return <BooleanField source={source} looseValue />;
    case 'enum':
      return <EnumChip value={value} choices={def.choices} />;
    case 'email':
      if (plain) return value ? text(String(value)) : null;
      return value ? <EmailField source={source} onClick={(e) => e.stopPropagation()} /> : null;
    case 'url':
      if (plain) return value ? text(clip(String(value), 40)) : null;
      return value ? <UrlField source={source} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} /> : null;
    case 'reference':
      return value == null ? null : (
        <ReferenceField source={source} reference={raNameOf(def.reference!)} link={plain ? false : 'show'} emptyText="" />
      );
    case 'colour':
      return value ? (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: String(value) }} />
          {text(String(value))}
        </Box>
      ) : null;
    case 'json':
      return compact ? (
        text(clip(formatJson(value).replace(/\s+/g, ' '), 40))
      ) : (
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {formatJson(value)}
        </Box>
      );
    case 'longText':
    case 'richText':
      if (value == null) return null;
      return compact ? (
        text(
          clip(
            String(value)
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
            48,
          ),
        )
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {String(value)}
        </Typography>
      );
    default:
      return value == null ? null : text(compact ? clip(String(value), 40) : String(value));
  }
};
