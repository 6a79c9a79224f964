/**
 * How one record is named (page titles, reference links, autocomplete options): its registry
 * `titleField`, formatted by type — '#12' for ids, ₹ for amounts, the label of an enum value.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import { formatDateTime, formatDay, formatMoney, formatPercent } from '../format/display';

export function recordTitle(def: ResourceDef, record: Record<string, unknown> | undefined | null): string {
  if (!record) return '';
  const field = def.fields[def.titleField];
  const value = record[def.titleField];
  if (!field || field.type === 'id' || value === null || value === undefined || value === '') return `#${String(record.id ?? '')}`;
  switch (field.type) {
    case 'money': return formatMoney(value);
    case 'percent': return formatPercent(value);
    case 'date': return formatDay(value);
    case 'datetime': return formatDateTime(value);
    case 'enum': return field.choices?.find((c) => String(c.id) === String(value))?.name ?? String(value);
    case 'reference': return `#${String(value)}`;
    default: return String(value);
  }
}
