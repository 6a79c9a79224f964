/**
 * Field-by-field comparison of an audit row's before and after snapshots. Pure, so it is unit-tested.
 *
 * A snapshot is a JSON object (as jsonb comes back) or its text; a create has no before and a
 * delete no after. Values compare by content (key order of nested objects does not matter).
 * Hidden and secret fields never reach audit rows, so nothing needs masking here.
 */

import { auditActionDescription } from '@bakaya/api/audit';
import type { FieldDef } from '@bakaya/api/registry';
import { fieldText, formatDateTime } from '../../format/display';

/** added: was empty, now set · removed: was set, now empty · changed · unchanged. */
export type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface DiffRow {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  /** The values as a person reads them: choice names, ₹ amounts, 'DD, Mon, YYYY' dates, text without HTML. */
  beforeText: string;
  afterText: string;
  change: ChangeKind;
}

export type Snapshot = Record<string, unknown>;

/** A snapshot as an object: JSON text is parsed; a bare value becomes { '(value)': v }; nothing → null. */
export function parseSnapshot(value: unknown): Snapshot | null {
  if (value === null || value === undefined || value === '') return null;
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return { '(value)': value };
    }
    if (v === null) return null;
  }
  return typeof v === 'object' && !Array.isArray(v) ? (v as Snapshot) : { '(value)': v };
}

/** JSON with object keys sorted, so equal content gives equal text. */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
    .join(',')}}`;
}

const isEmpty = (v: unknown) => v === null || v === undefined;

export function changeOf(before: unknown, after: unknown): ChangeKind {
  if (isEmpty(before) && isEmpty(after)) return 'unchanged';
  if (isEmpty(before)) return 'added';
  if (isEmpty(after)) return 'removed';
  return stableJson(before) === stableJson(after) ? 'unchanged' : 'changed';
}

/** Book-keeping columns go last. */
const LAST = ['id', 'created_at', 'updated_at'];

export interface DiffOptions {
  /** Field order (the resource's registry order); other keys follow alphabetically. */
  order?: readonly string[];
  /** Field labels; a key without one is shown in words ('event_id' → 'Event id'). */
  labels?: Readonly<Record<string, string>>;
  /** The audited resource's fields, to show values as its screens do. */
  fields?: Readonly<Record<string, FieldDef>>;
}

/** 'event_id' → 'Event id', 'to_status' → 'To status'. */
export const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};

/** Names of the audit actions, in words. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  deactivate: 'Deactivated',
  import: 'Imported',
  transition: 'Status changed',
  register: 'Registered',
  temp_otp_create: 'Temporary code made',
  temp_otp_login: 'Signed in with a temporary code',
};
export const actionLabel = (action: unknown) => (typeof action === 'string' ? (ACTION_LABELS[action] ?? humanize(action)) : '');

/** What an action records, in one line, from the API's audit action catalog; undefined when not catalogued. */
export const actionDescription = (resource: unknown, action: unknown) =>
  typeof resource === 'string' && typeof action === 'string' ? auditActionDescription(resource, action) : undefined;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HTML = /<\/?[a-z][^>]*>/i;

/** HTML as the text a reader sees: tags dropped, block ends as line breaks, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A value as a person reads it, by its field's type when known. */
export function readableValue(value: unknown, def?: FieldDef): string {
  if (value === null || value === undefined || value === '') return '';
  if (def && def.type !== 'richtext' && def.type !== 'json' && def.type !== 'text' && def.type !== 'string') return fieldText(value, def);
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  if (typeof value === 'string' && (def?.type === 'richtext' || HTML.test(value))) return htmlText(value);
  return formatAuditValue(value);
}

/** One row per key of either snapshot, in the resource's field order. */
export function auditDiff(before: unknown, after: unknown, options: DiffOptions = {}): DiffRow[] {
  const b = parseSnapshot(before) ?? {};
  const a = parseSnapshot(after) ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const order = (options.order ?? []).filter((k) => !LAST.includes(k));
  const rank = (k: string) => {
    const last = LAST.indexOf(k);
    if (last >= 0) return 1e6 + last;
    const i = order.indexOf(k);
    return i >= 0 ? i : 1e5;
  };
  keys.sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
  return keys.map((field) => ({
    field,
    label: options.labels?.[field] ?? humanize(field),
    before: b[field],
    after: a[field],
    beforeText: readableValue(b[field], options.fields?.[field]),
    afterText: readableValue(a[field], options.fields?.[field]),
    change: changeOf(b[field], a[field]),
  }));
}

/** Counts for a one-line summary ('3 fields changed, 12 unchanged'). */
export function diffCounts(rows: readonly DiffRow[]): { changed: number; unchanged: number } {
  const unchanged = rows.filter((r) => r.change === 'unchanged').length;
  return { changed: rows.length - unchanged, unchanged };
}

/** Text of a value: objects and arrays pretty-printed JSON, nothing as ''. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** Spoken and shown name of each kind of change. */
export const CHANGE_LABELS: Record<ChangeKind, string> = { added: 'Set', removed: 'Cleared', changed: 'Changed', unchanged: 'Unchanged' };
