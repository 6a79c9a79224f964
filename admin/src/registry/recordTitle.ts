/**
 * How one record is named (page titles, reference links, autocomplete options): its registry
 * `titleField`, formatted by type — '#12' for ids, ₹ for amounts, the label of an enum value.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import { amountUnit } from './fieldKinds';
import { fieldText, formatMoney, formatPercent } from '../format/display';

export function recordTitle(def: ResourceDef, record: Record<string, unknown> | undefined | null): string {
  if (!record) return '';
  const field = def.fields[def.titleField];
  const value = record[def.titleField];
  if (!field || field.type === 'id' || value === null || value === undefined || value === '') return `#${String(record.id ?? '')}`;
  if (field.unitFrom) {
    const unit = amountUnit(field, record);
    return unit === 'money' ? formatMoney(value) : unit === 'percent' ? formatPercent(value) : String(value);
  }
  return fieldText(value, field);
}
