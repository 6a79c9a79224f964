/**
 * How registry fields become screens: which are columns, filters, form inputs and detail rows,
 * and what kind of cell or input each type gets. Pure, so the mapping is unit-tested.
 */
import { MEDIA_TYPES } from '@bakaya/api/contracts';
import { genericWriteOpen, type FieldDef, type FieldType, type ResourceDef } from '@bakaya/api/registry';

export type DisplayKind =
  | 'id'
  | 'text'
  | 'longText'
  | 'richText'
  | 'email'
  | 'mobile'
  | 'url'
  | 'money'
  | 'percent'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'json'
  | 'colour';

export type InputKind =
  | 'text'
  | 'longText'
  | 'richText'
  | 'email'
  | 'mobile'
  | 'upperCase'
  | 'url'
  | 'money'
  | 'percent'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'json'
  | 'colour';

export type FieldEntry = [name: string, def: FieldDef];

const DISPLAY: Record<FieldType, DisplayKind> = {
  id: 'id',
  string: 'text',
  text: 'longText',
  richtext: 'richText',
  email: 'email',
  mobile: 'mobile',
  gstin: 'text',
  pan: 'text',
  ifsc: 'text',
  udin: 'text',
  url: 'url',
  slug: 'text',
  ip: 'text',
  integer: 'number',
  money: 'money',
  percent: 'percent',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  enum: 'enum',
  reference: 'reference',
  json: 'json',
  colour: 'colour',
};

const INPUT: Record<Exclude<FieldType, 'id'>, InputKind> = {
  string: 'text',
  slug: 'text',
  ip: 'text',
  text: 'longText',
  richtext: 'richText',
  email: 'email',
  mobile: 'mobile',
  gstin: 'upperCase',
  pan: 'upperCase',
  ifsc: 'upperCase',
  udin: 'upperCase',
  url: 'url',
  integer: 'integer',
  money: 'money',
  percent: 'percent',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  enum: 'enum',
  reference: 'reference',
  json: 'json',
  colour: 'colour',
};

/**
 * How a value is displayed. An amount with `unitFrom` follows that field of its record: ₹ for
 * `flat`, % for `percent`, a bare number while the unit is not chosen.
 */
export function displayKind(def: FieldDef, record?: Record<string, unknown> | null): DisplayKind {
  if (def.unitFrom) return amountUnit(def, record ?? undefined);
  return DISPLAY[def.type];
}

/** The unit of an amount whose `unitFrom` names its type field (registry AMOUNT_UNITS: flat / percent). */
export function amountUnit(def: FieldDef, record: Record<string, unknown> | undefined): 'money' | 'percent' | 'number' {
  if (!def.unitFrom) return def.type === 'percent' ? 'percent' : 'money';
  const unit = record?.[def.unitFrom];
  return unit === 'percent' ? 'percent' : unit === 'flat' ? 'money' : 'number';
}

/** The sign an amount is written with: '₹', '%' or '' (unit not chosen). */
export const unitSign = (kind: DisplayKind) => (kind === 'money' ? '₹' : kind === 'percent' ? '%' : '');

/** Input kind of a writable field; null for fields no form may edit (ids, read-only, hidden). */
export function inputKind(def: FieldDef): InputKind | null {
  if (def.type === 'id' || def.readOnly || def.hidden) return null;
  return INPUT[def.type];
}

const visible = (r: ResourceDef): FieldEntry[] => Object.entries(r.fields).filter(([, d]) => !d.hidden);

/** List columns: fields marked `list`, in declaration order. */
export const listColumns = (r: ResourceDef): FieldEntry[] => visible(r).filter(([, d]) => d.list);

/** How many columns a list shows before staff pick more (fits 1280 px beside the menu). */
export const DEFAULT_COLUMN_COUNT = 6;

/**
 * The columns a list shows by default: the first DEFAULT_COLUMN_COUNT `list` fields, and the record's
 * status always (it is what staff scan for). The other `list` fields stay one click away (Columns).
 */
/**
 * The column that tells a record's state at a glance, always shown: the record status, or else a
 * computed state (e.g. a promo code's scheduled / active / ended).
 */
export function stateColumn(r: ResourceDef): string | undefined {
  const cols = listColumns(r);
  return cols.find(([name]) => name === 'status')?.[0] ?? cols.find(([, d]) => d.type === 'enum' && d.computed)?.[0];
}

export function defaultColumns(r: ResourceDef, omit?: string): FieldEntry[] {
  const state = stateColumn(r);
  const all = listColumns(r).filter(([name]) => name !== omit);
  const firsts = all.filter(([name]) => name !== state).slice(0, DEFAULT_COLUMN_COUNT);
  return all.filter((e) => firsts.includes(e) || e[0] === state);
}

/** The `list` fields a configurable list hides until staff pick them. */
export function hiddenColumns(r: ResourceDef): string[] {
  const shown = new Set(defaultColumns(r).map(([n]) => n));
  return listColumns(r)
    .map(([n]) => n)
    .filter((n) => !shown.has(n));
}

/** Detail rows: every field the server sends (hidden ones never leave it). */
export const showFields = (r: ResourceDef): FieldEntry[] => visible(r);

/** Form inputs, shared by create and edit: writable fields only. */
export const formFields = (r: ResourceDef): FieldEntry[] => visible(r).filter(([, d]) => inputKind(d) !== null);

/** Matches the engine: id and fields marked sortable. */
export const isSortable = (name: string, def: FieldDef) => !def.hidden && (name === 'id' || !!def.sortable);

/** Free-text search `q` is offered when any visible field is searchable. */
export const isSearchable = (r: ResourceDef) => visible(r).some(([, d]) => d.searchable);

/** Matches the engine: id, fields marked `filter`, and every reference. */
export const isFilterable = (r: ResourceDef, name: string) => {
  const def = r.fields[name];
  return !!def && !def.hidden && (name === 'id' || !!def.filter || def.type === 'reference');
};

export type FilterInput =
  | { source: string; field: string; kind: 'enum' | 'reference' | 'boolean' | 'text' | 'number'; label: string }
  | { source: string; field: string; kind: 'dateFrom' | 'dateTo' | 'amountFrom' | 'amountTo'; label: string };

/**
 * Filter inputs for fields marked `filter` (not the id): equality for most types, and a
 * from/to pair (_gte/_lte, which the engine understands) for dates and amounts. JSON is never filtered.
 */
export function filterInputs(r: ResourceDef): FilterInput[] {
  const out: FilterInput[] = [];
  for (const [name, def] of visible(r)) {
    if (!def.filter || def.type === 'id' || def.type === 'json') continue;
    switch (def.type) {
      case 'date':
      case 'datetime':
        out.push({ source: `${name}_gte`, field: name, kind: 'dateFrom', label: `${def.label} from` });
        out.push({ source: `${name}_lte`, field: name, kind: 'dateTo', label: `${def.label} to` });
        break;
      case 'money':
      case 'percent':
        out.push({ source: `${name}_gte`, field: name, kind: 'amountFrom', label: `${def.label} at least` });
        out.push({ source: `${name}_lte`, field: name, kind: 'amountTo', label: `${def.label} at most` });
        break;
      case 'enum':
        out.push({ source: name, field: name, kind: 'enum', label: def.label });
        break;
      case 'reference':
        out.push({ source: name, field: name, kind: 'reference', label: def.label });
        break;
      case 'boolean':
        out.push({ source: name, field: name, kind: 'boolean', label: def.label });
        break;
      case 'integer':
        out.push({ source: name, field: name, kind: 'number', label: def.label });
        break;
      default:
        out.push({ source: name, field: name, kind: 'text', label: def.label });
    }
  }
  return out;
}

/** Default values for a new record, from the registry's `default`s. */
export function createDefaults(r: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, def] of formFields(r)) if (def.default !== undefined) out[name] = def.default;
  return out;
}

/** Keeps only what a form may send: writable fields (the server strips the rest anyway). */
export function writablePayload(r: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name] of formFields(r)) if (name in data) out[name] = data[name];
  return out;
}

/** Resources whose reference fields point at `target`: the "related records" of a detail page. */
export function relatedResources(all: readonly ResourceDef[], target: ResourceDef): Array<{ resource: ResourceDef; field: string }> {
  const out: Array<{ resource: ResourceDef; field: string }> = [];
  for (const r of all) {
    for (const [name, def] of visible(r)) {
      if (def.type === 'reference' && def.reference === target.name) out.push({ resource: r, field: name });
    }
  }
  return out;
}

/**
 * The generic create form applies: not read-only, and not added only through a dedicated endpoint
 * (`createdThrough`, where the engine's POST answers 405) — except an upload resource, whose
 * generic form adds the file input and posts to its upload route (see dataProvider.create).
 */
export const canCreateGeneric = (r: ResourceDef) => !r.readOnly && (!r.createdThrough || !!r.upload);

/** The generic edit and remove apply: the API takes PUT / DELETE (not read-only, not taken over by a flow: ResourceDef.flow). */
export const canEditGeneric = (r: ResourceDef) => genericWriteOpen(r, 'edit');
export const canRemoveGeneric = (r: ResourceDef) => genericWriteOpen(r, 'delete');

/** The `accept` attribute of an upload resource's file input: the MIME types it takes. */
export const uploadAccept = (r: ResourceDef) => (r.upload ? r.upload.accept.map((k) => MEDIA_TYPES[k].mime).join(',') : undefined);

/** The record status pair (0 Deleted / 1 Active) that bulk activate/deactivate toggles. */
export const hasRecordStatus = (r: ResourceDef) => {
  const s = r.fields.status;
  return !!s && s.type === 'enum' && !s.readOnly && (s.choices ?? []).some((c) => c.id === 1) && (s.choices ?? []).some((c) => c.id === 0);
};
