/**
 * CSV export of a registry list, in two forms:
 * - 'labels' (the list's "Export"): what staff read on screen — choice names instead of enum keys,
 *   referenced records' titles instead of ids, Yes/No, amounts as plain numbers with 2 decimals,
 *   dates as 'DD, Mon, YYYY' and date-times with the time in IST (spec §9);
 * - 'raw' ("Export raw"): machine-readable — ids, enum keys and ISO dates as the API sends them.
 * An amount in ₹ or % (registry `unitFrom`) gets a unit column beside it in both.
 * Text a spreadsheet would run as a formula (`=HYPERLINK(…)` typed in by a customer) is escaped by
 * spreadsheetSafe, the same rule as the server's CSV exports.
 */
import { spreadsheetSafe } from '@bakaya/api/contracts';
import type { FieldDef, ResourceDef } from '@bakaya/api/registry';
import Papa from 'papaparse';
import { downloadCSV, type Exporter } from 'react-admin';
import { fieldText } from '../format/display';
import { amountUnit, showFields, unitSign } from '../registry/fieldKinds';
import { recordTitle } from '../registry/recordTitle';
import { findResource, raNameOf } from '../registry/resourceIndex';

export type CsvMode = 'labels' | 'raw';
type Rec = Record<string, unknown>;
/** Titles of referenced records, by field name then id (from the list's own references). */
export type ReferenceTitles = Record<string, Record<string, string>>;

const amount = (v: unknown) => {
  const n = Number(v);
  return typeof v !== 'boolean' && v !== '' && Number.isFinite(n) ? n.toFixed(2) : String(v);
};

/** One value as staff read it (labels mode). */
function labelOf(name: string, f: FieldDef, v: unknown, rec: Rec, titles: ReferenceTitles): unknown {
  if (f.unitFrom) return amountUnit(f, rec) === 'number' ? v : amount(v);
  switch (f.type) {
    case 'money':
    case 'percent':
      return amount(v); // plain numbers a spreadsheet can sum
    case 'enum':
    case 'boolean':
    case 'date':
    case 'datetime':
      return fieldText(v, f) || v;
    case 'reference':
      return titles[name]?.[String(v)] ?? v;
    default:
      return v;
  }
}

/** Column labels: an amount whose unit is chosen per record (`unitFrom`) is followed by its unit column. */
function csvColumns(def: ResourceDef, mode: CsvMode, titles: ReferenceTitles): Array<[label: string, cell: (rec: Rec) => unknown]> {
  return showFields(def).flatMap(([name, f]) => {
    const value = (rec: Rec) => {
      const v = rec[name];
      if (v === null || v === undefined) return '';
      const out = mode === 'labels' ? labelOf(name, f, v, rec, titles) : v;
      return typeof out === 'object' && out !== null ? JSON.stringify(out) : out;
    };
    const column: [string, (rec: Rec) => unknown] = [f.label, value];
    if (!f.unitFrom) return [column];
    const unit = (rec: Rec) => (rec[name] == null ? '' : unitSign(amountUnit(f, rec)));
    return [column, [`${f.label} unit`, unit]];
  });
}

export function csvRows(def: ResourceDef, records: Rec[], mode: CsvMode = 'labels', titles: ReferenceTitles = {}) {
  const columns = csvColumns(def, mode, titles);
  return records.map((rec) => Object.fromEntries(columns.map(([label, cell]) => [spreadsheetSafe(label), spreadsheetSafe(cell(rec))])));
}

/** The file the list's Export (labels) or Export raw (raw) button downloads. */
export function csvText(def: ResourceDef, records: Rec[], mode: CsvMode = 'labels', titles: ReferenceTitles = {}): string {
  const columns = csvColumns(def, mode, titles).map(([label]) => spreadsheetSafe(label));
  return Papa.unparse(csvRows(def, records, mode, titles), { columns });
}

/** Titles of the records the exported rows refer to, fetched once per reference field (getMany). */
async function referenceTitles(def: ResourceDef, records: Rec[], fetchRelated: Parameters<Exporter>[1]): Promise<ReferenceTitles> {
  const titles: ReferenceTitles = {};
  for (const [name, f] of showFields(def)) {
    if (f.type !== 'reference' || !f.reference || !records.some((r) => r[name] != null)) continue;
    const target = findResource(f.reference);
    if (!target) continue;
    try {
      const related = (await fetchRelated(records, name, raNameOf(f.reference))) as Record<string, Rec>;
      titles[name] = Object.fromEntries(Object.entries(related).map(([id, rec]) => [id, recordTitle(target, rec)]));
    } catch {
      // Without access to the referenced list, the export keeps the ids.
    }
  }
  return titles;
}

export const csvExporter =
  (def: ResourceDef, mode: CsvMode = 'labels'): Exporter =>
  async (records, fetchRelatedRecords) => {
    const titles = mode === 'labels' ? await referenceTitles(def, records as Rec[], fetchRelatedRecords) : {};
    downloadCSV(csvText(def, records as Rec[], mode, titles), mode === 'raw' ? `${def.name}-raw` : def.name);
  };
