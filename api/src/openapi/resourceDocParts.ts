/**
 * Parts of a resource's OpenAPI description that its admin paths (openApiDocument.ts) and its
 * public paths (publicPaths.ts) share: the list parameters, the shared parameters and the record schema.
 */
import {
  isFilterable,
  isSortable,
  MAX_IN_LIST,
  MAX_PAGE_SIZE,
  ORDERED_TYPES,
  RANGE_SUFFIXES,
  searchableColumns,
} from '../engine/listParams';
import type { ColumnNullability } from '../db/columnNullability';
import type { FieldDef, ResourceDef } from '../registry/types';
import { fieldJsonSchema } from './fieldJsonSchema';
import { nullable, type JsonSchema } from './responses';

export const schemaName = (r: ResourceDef) =>
  r.name
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema, extra: JsonSchema = {}) => ({ content: { 'application/json': { schema, ...extra } } });

/** A JSON-encoded query parameter (react-admin's simple-rest protocol), described by its decoded schema. */
export const jsonParam = (name: string, description: string, schema: JsonSchema, example: unknown, required = false) => ({
  name,
  in: 'query',
  description,
  ...(required ? { required } : {}),
  content: { 'application/json': { schema, example } },
});

/** What a filter on one field accepts, as listParams.ts checks it: shared schemas by kind (components.schemas.Filter*). */
const FILTER_VALUES: Record<string, JsonSchema> = {
  FilterInteger: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?\\d+$' }] },
  FilterDecimal: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }] },
  FilterBoolean: { enum: [true, false, 'true', 'false', 1, 0] },
  FilterDate: { type: 'string', format: 'date' },
  FilterDateTime: { type: 'string', format: 'date-time' },
  FilterIp: { type: 'string', pattern: '^[0-9a-fA-F:.]+(/\\d{1,3})?$' },
  FilterText: { type: ['string', 'number'] },
};
const orList = (value: JsonSchema) => ({ anyOf: [value, { type: 'array', items: value, maxItems: MAX_IN_LIST }, { type: 'null' }] });
export const FILTER_SCHEMAS: Record<string, JsonSchema> = {
  ...FILTER_VALUES,
  ...Object.fromEntries(
    Object.keys(FILTER_VALUES).map((n) => [
      `${n}OrList`,
      {
        ...orList(ref(n)),
        description: 'Equal to the value, one of a list of values, or empty (null).',
      },
    ]),
  ),
};

function filterValueKind(def: FieldDef): string {
  switch (def.type) {
    case 'id':
    case 'reference':
    case 'integer':
      return 'FilterInteger';
    case 'money':
    case 'percent':
      return 'FilterDecimal';
    case 'boolean':
      return 'FilterBoolean';
    case 'date':
      return 'FilterDate';
    case 'datetime':
      return 'FilterDateTime';
    case 'ip':
      return 'FilterIp';
    default:
      return 'FilterText';
  }
}

function filterSchema(r: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  if (searchableColumns(r).length) {
    properties.q = {
      type: 'string',
      description: `Text search in ${searchableColumns(r).join(', ')} (case-insensitive, first 100 characters).`,
    };
  }
  for (const [name, def] of Object.entries(r.fields)) {
    if (!isFilterable(r, name) || def.type === 'json') continue;
    if (def.type === 'enum') {
      properties[name] = orList({ enum: [...new Set(def.choices!.flatMap((c) => [c.id, String(c.id)]))] });
      continue;
    }
    const kind = filterValueKind(def);
    properties[name] = ref(`${kind}OrList`);
    if (ORDERED_TYPES.has(def.type)) for (const suffix of RANGE_SUFFIXES) properties[`${name}${suffix}`] = ref(kind);
  }
  return { type: 'object', additionalProperties: false, properties };
}

function filterExample(r: ResourceDef): Record<string, unknown> {
  return searchableColumns(r).length ? { q: 'sharma' } : { id: [1, 2] };
}

export function listParameters(r: ResourceDef) {
  const sortable = Object.keys(r.fields).filter((n) => isSortable(r, n));
  const searchable = searchableColumns(r).length > 0;
  return [
    jsonParam(
      'sort',
      'JSON ["field","ASC"|"DESC"] (order in any case).',
      {
        type: 'array',
        prefixItems: [{ enum: sortable }, { type: 'string', pattern: '^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$' }],
        items: false,
        minItems: 2,
      },
      [r.defaultSort[0], r.defaultSort[1]],
    ),
    paramRef('Range'),
    jsonParam(
      'filter',
      `JSON object: ${searchable ? '`q` text search, ' : ''}field equality, a list for "one of", null for empty, and \`_gte\` \`_lte\` \`_gt\` \`_lt\` suffixes on number and date fields. An empty value or {} is no filter.`,
      filterSchema(r),
      filterExample(r),
    ),
  ];
}

export const paramRef = (name: keyof typeof SHARED_PARAMETERS) => ({ $ref: `#/components/parameters/${name}` });

/** components.parameters: the parameters every resource shares. */
export const SHARED_PARAMETERS = {
  Id: {
    name: 'id',
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
    description: 'Record id (anything else answers 404).',
  },
  Range: jsonParam(
    'range',
    `JSON [first,last], 0-based and inclusive; at most ${MAX_PAGE_SIZE} rows a page.`,
    {
      type: 'array',
      prefixItems: [
        { type: 'integer', minimum: 0 },
        { type: 'integer', minimum: 0 },
      ],
      items: false,
      minItems: 2,
    },
    [0, 24],
  ),
  BulkFilter: jsonParam(
    'filter',
    `JSON {"id":[…]}: 1 to ${MAX_IN_LIST} ids; the only filter bulk changes accept.`,
    {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: {
        id: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_IN_LIST,
          items: {
            anyOf: [
              { type: 'integer', minimum: 1 },
              { type: 'string', pattern: '^\\d+$' },
            ],
          },
        },
      },
    },
    { id: [1, 2] },
    true,
  ),
};

function isNullable(r: ResourceDef, name: string, columns?: ColumnNullability): boolean {
  if (name === 'id' || r.fields[name]?.computed) return false;
  // Without the database's column list, any column but the id may be empty: never claim otherwise.
  return columns?.get(`${r.table}.${name}`) ?? true;
}

/** A record as the API returns it: every visible field of `r` (for a public view, its public fields). */
export function readSchema(r: ResourceDef, columns?: ColumnNullability): JsonSchema {
  const visible = Object.entries(r.fields).filter(([, d]) => !d.hidden && !d.virtual);
  return {
    type: 'object',
    description: `A ${r.recordLabel.toLowerCase()} as the API returns it: every property is always present (null when empty).`,
    additionalProperties: false,
    required: visible.map(([n]) => n),
    properties: Object.fromEntries(
      visible.map(([n, d]) => {
        const schema = {
          ...fieldJsonSchema(d),
          ...(d.readOnly ? { readOnly: true } : {}),
          ...(d.computed
            ? {
                'x-computed': true,
                description: [d.help, 'Derived by the server on every read (never stored, never written).'].filter(Boolean).join(' '),
              }
            : {}),
        };
        return [n, isNullable(r, n, columns) ? nullable(schema) : schema];
      }),
    ),
  };
}
