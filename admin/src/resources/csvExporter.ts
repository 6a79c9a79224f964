/** CSV export of a registry list: labelled columns, every visible field, values as the API sends them. */
import type { ResourceDef } from '@bakaya/api/registry';
import Papa from 'papaparse';
import { downloadCSV, type Exporter } from 'react-admin';
import { showFields } from '../registry/fieldKinds';

export function csvRows(def: ResourceDef, records: Array<Record<string, unknown>>) {
  const fields = showFields(def);
  return records.map((rec) => Object.fromEntries(fields.map(([name, f]) => {
    const v = rec[name];
    const cell = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v;
    return [f.label, cell];
  })));
}

export const csvExporter = (def: ResourceDef): Exporter => (records) => {
  const fields = showFields(def).map(([, f]) => f.label);
  downloadCSV(Papa.unparse(csvRows(def, records), { columns: fields }), def.name);
};
