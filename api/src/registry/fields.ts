/** Terse builders for registry fields: `f.string('Trade name', { required: true, searchable: true })`. */
import { webUrlSchema } from '../validation/url';
import type { Choice, FieldDef, FieldType } from './types';

type Opts = Omit<FieldDef, 'type' | 'label'>;
const make =
  (type: FieldType) =>
  (label: string, opts: Opts = {}): FieldDef => ({ type, label, ...opts });

export const f = {
  string: make('string'),
  text: make('text'),
  richtext: make('richtext'),
  email: make('email'),
  mobile: make('mobile'),
  gstin: make('gstin'),
  pan: make('pan'),
  ifsc: make('ifsc'),
  udin: make('udin'),
  /** http(s) only, no quotes, angle brackets, whitespace or control characters (validation/url.ts). */
  url: (label: string, opts: Opts = {}): FieldDef => ({ type: 'url', label, zod: webUrlSchema(label, opts.max), ...opts }),
  slug: make('slug'),
  integer: make('integer'),
  money: make('money'),
  percent: make('percent'),
  boolean: make('boolean'),
  date: make('date'),
  datetime: make('datetime'),
  json: make('json'),
  ip: make('ip'),
  colour: make('colour'),
  enum: (label: string, choices: readonly Choice[], opts: Opts = {}): FieldDef => ({ type: 'enum', label, choices, ...opts }),
  ref: (label: string, reference: string, opts: Opts = {}): FieldDef => ({ type: 'reference', label, reference, filter: true, ...opts }),
};

/**
 * The unit choice of an amount that is either rupees or a percentage: the field naming it is the
 * `unitFrom` of that amount (a `money` field, ≤ 100 when the choice is `percent`).
 */
export const AMOUNT_UNITS: readonly Choice[] = [
  { id: 'flat', name: 'Flat (₹)' },
  { id: 'percent', name: 'Percentage (%)' },
];

/** Record status labels of spec §3: 0 Deleted, 1 Active. */
export const RECORD_STATUS: readonly Choice[] = [
  { id: 1, name: 'Active' },
  { id: 0, name: 'Deleted' },
];
/** Publish state of spec §4: 0 Draft, 1 Publish. */
export const PUBLISH_STATE: readonly Choice[] = [
  { id: 0, name: 'Draft' },
  { id: 1, name: 'Publish' },
];

/** id + the standard trailing timestamps, so entries only list their own columns. */
export const idField: Record<string, FieldDef> = {
  id: { type: 'id', label: 'ID', readOnly: true, sortable: true, filter: true, list: true },
};
export const timestampFields: Record<string, FieldDef> = {
  created_at: { type: 'datetime', label: 'Created on', readOnly: true, sortable: true, filter: true, list: true },
  updated_at: { type: 'datetime', label: 'Updated on', readOnly: true },
};
export const statusField = (opts: Opts = {}): Record<string, FieldDef> => ({
  status: {
    type: 'enum',
    label: 'Status',
    choices: RECORD_STATUS,
    default: 1,
    filter: true,
    sortable: true,
    list: true,
    staffOnly: true,
    ...opts,
  },
});
