/**
 * The OpenAPI 3.1 document, generated: the registry's resources from the registry, every other
 * endpoint from its route contract (./routes/, zod schemas turned into JSON Schema by
 * ./routeOperations.ts). It states what the API really answers: nullable columns are nullable (read
 * from the database's own column list when one is given), `q` appears only where a resource has
 * searchable fields, PUT bodies are partial, and every status a route can answer is listed with its
 * body. tests/openapi/ and the contract suite hold the API to it.
 */
import type { Knex } from 'knex';
import { MEDIA_TYPES } from '../contracts/media';
import { MAX_PAGE_SIZE } from '../engine/listParams';
import { ACCESS_KIND_OF } from '../engine/resourceScope';
import { resources } from '../registry';
import { genericWriteOpen } from '../registry/genericWrites';
import type { ResourceDef } from '../registry/types';
import { writableFields } from '../registry/schema';
import { fieldJsonSchema } from './fieldJsonSchema';
import { componentSchemas, routePaths } from './routeOperations';
import { routeComponents, routeContracts } from './routes';
import { withMemberBusinessCreate } from './memberBusinessCreate';
import { publicPaths, publicSchemas } from './publicPaths';
import { FILTER_SCHEMAS, json, listParameters, paramRef, readSchema, ref, schemaName, SHARED_PARAMETERS } from './resourceDocParts';
import { errorResponse, finaliseOperations, shared, SHARED_RESPONSES, type JsonSchema } from './responses';
import { loadColumnNullability, type ColumnNullability } from '../db/columnNullability';

/** `table.column` → true when the column may hold NULL. */
export type { ColumnNullability };

const bulkFilter = paramRef('BulkFilter');

function permission(r: ResourceDef, action: keyof typeof ACCESS_KIND_OF) {
  const customer = r.owner?.actions.includes(action as never) ? `; customers: own rows (${r.owner.column})` : '';
  return {
    'x-permission': { feature: r.feature, access: ACCESS_KIND_OF[action] },
    description: `Staff need **${r.feature} → ${ACCESS_KIND_OF[action]}**${customer}.`,
  };
}

const FORBIDDEN = shared('Forbidden');
const NOT_FOUND = shared('NotFound');
const CONFLICT = shared('Conflict');

function resourcePaths(r: ResourceDef) {
  const name = schemaName(r);
  const what = r.recordLabel.toLowerCase();
  const idParam = paramRef('Id');
  const oneRecord = (description: string) => ({ description, ...json(ref(name)) });
  const tags = [r.label];
  const collection: Record<string, unknown> = {
    get: {
      tags,
      summary: `List ${r.label.toLowerCase()}`,
      ...permission(r, 'list'),
      parameters: listParameters(r),
      responses: {
        200: {
          description: 'A page of records',
          headers: {
            'Content-Range': {
              required: true,
              description: '`<resource> <first>-<last>/<total>`, or `<resource> */<total>` for an empty page.',
              schema: { type: 'string', pattern: `^${r.name} (\\d+-\\d+|\\*)/\\d+$` },
              example: `${r.name} 0-24/319`,
            },
          },
          ...json({ type: 'array', items: ref(name), maxItems: MAX_PAGE_SIZE }),
        },
        403: FORBIDDEN,
      },
    },
  };
  const item: Record<string, unknown> = {
    get: {
      tags,
      summary: `One ${what}`,
      ...permission(r, 'show'),
      parameters: [idParam],
      responses: { 200: oneRecord(`The ${what}`), 403: FORBIDDEN, 404: NOT_FOUND },
    },
  };
  if (!r.readOnly) {
    const createBody = { required: true, ...json(ref(`${name}Input`)) };
    const updateBody = { required: true, ...json(ref(`${name}Update`)) };
    const ids = { description: 'The ids changed', ...json({ type: 'array', items: { type: 'integer', minimum: 1 } }) };
    if (genericWriteOpen(r, 'create')) {
      collection.post = {
        tags,
        summary: `Add a ${what}`,
        ...permission(r, 'create'),
        requestBody: createBody,
        responses: { 201: oneRecord(`The new ${what}`), 403: FORBIDDEN, 409: CONFLICT },
      };
    }
    if (genericWriteOpen(r, 'edit'))
      collection.put = {
        tags,
        summary: 'Bulk update: the same (partial) change to every listed record, in one transaction',
        ...permission(r, 'edit'),
        parameters: [bulkFilter],
        requestBody: updateBody,
        responses: { 200: ids, 403: FORBIDDEN, 404: NOT_FOUND, 409: CONFLICT },
      };
    if (genericWriteOpen(r, 'delete'))
      collection.delete = {
        tags,
        summary: r.softDelete ? 'Bulk deactivate (status 0), in one transaction' : 'Bulk delete, in one transaction',
        ...permission(r, 'delete'),
        parameters: [bulkFilter],
        responses: { 200: ids, 403: FORBIDDEN, 404: NOT_FOUND, 409: CONFLICT },
      };
    if (genericWriteOpen(r, 'edit'))
      item.put = {
        tags,
        summary: `Change a ${what}: send only the fields to change`,
        ...permission(r, 'edit'),
        parameters: [idParam],
        requestBody: updateBody,
        responses: { 200: oneRecord(`The ${what} as saved`), 403: FORBIDDEN, 404: NOT_FOUND, 409: CONFLICT },
      };
    if (genericWriteOpen(r, 'delete'))
      item.delete = {
        tags,
        summary: r.softDelete ? 'Deactivate (status 0)' : 'Delete',
        ...permission(r, 'delete'),
        parameters: [idParam],
        responses: {
          200: oneRecord(r.softDelete ? `The ${what}, deactivated` : `The ${what} as it was`),
          403: FORBIDDEN,
          404: NOT_FOUND,
          409: CONFLICT,
        },
      };
  }
  return { [`/api/${r.name}`]: collection, [`/api/${r.name}/{id}`]: item, ...uploadPaths(r, name, idParam, tags) };
}

/** An upload resource's own routes (api/src/engine/uploadRoutes.ts): create from a file, read the file back. */
function uploadPaths(r: ResourceDef, name: string, idParam: JsonSchema, tags: string[]) {
  if (!r.upload) return {};
  const what = r.recordLabel.toLowerCase();
  const kinds = r.upload.accept.map((k) => MEDIA_TYPES[k]);
  const megabytes = Math.round(r.upload.maxBytes / (1024 * 1024));
  const fields = Object.fromEntries(writableFields(r).map(([n, d]) => [n, { type: 'string', description: d.label }]));
  return {
    [`/api/${r.name}/upload`]: {
      post: {
        tags,
        summary: `Add a ${what} by uploading its file (${kinds.map((k) => k.label).join(', ')}; at most ${megabytes} MB)`,
        ...permission(r, 'create'),
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, ...fields } },
            },
          },
        },
        responses: {
          201: { description: `The new ${what}`, ...json(ref(name)) },
          400: errorResponse('No file, a file of another kind, or invalid fields.'),
          403: FORBIDDEN,
          409: CONFLICT,
          413: errorResponse(`The file is over ${megabytes} MB.`),
        },
      },
    },
    [`/api/${r.name}/{id}/file`]: {
      get: {
        tags,
        summary: `The file of a ${what}, as an attachment`,
        ...permission(r, 'show'),
        parameters: [idParam],
        responses: {
          200: {
            description: 'The file',
            content: Object.fromEntries(kinds.map((k) => [k.mime, { schema: { type: 'string', format: 'binary' } }])),
          },
          403: FORBIDDEN,
          404: NOT_FOUND,
        },
      },
    },
  };
}

function resourceSchemas(r: ResourceDef, columns?: ColumnNullability) {
  const read = readSchema(r, columns);
  const writable = writableFields(r);
  const properties = Object.fromEntries(
    writable.map(([n, d]) => {
      const schema = { ...fieldJsonSchema(d), ...(d.virtual ? { writeOnly: true } : {}) };
      // Optional fields may be emptied: null, or '' which means the same.
      return [n, d.required ? schema : { anyOf: [schema, { type: 'null' }, { const: '', description: 'Same as null.' }] }];
    }),
  );
  const input = {
    type: 'object',
    additionalProperties: false,
    properties,
    required: writable.filter(([n, d]) => d.required && d.default === undefined && !(r.baseFilter && n in r.baseFilter)).map(([n]) => n),
  };
  // The same properties as the input schema (by reference, to keep the document small).
  const update = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(properties).map((n) => [n, ref(`${schemaName(r)}Input/properties/${n}`)])),
    description: 'A partial change: any subset of the fields; the ones left out keep their values. Required fields may not be emptied.',
  };
  return { [schemaName(r)]: read, [`${schemaName(r)}Input`]: input, [`${schemaName(r)}Update`]: update };
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  description: 'The one error body of the API (api/src/http/errorHandler.ts).',
  properties: {
    message: { type: 'string', description: 'For people: what went wrong and what to do.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Per field (dotted path for nested values): the message to show beside it.',
    },
    code: {
      type: 'string',
      description: 'A domain refusal’s stable code (api/src/domain/errors/errorCatalog.ts): translate by it, never by `message`.',
    },
    params: {
      type: 'object',
      additionalProperties: { type: ['string', 'number'] },
      description: 'The values the code’s text names (`{name}` in its template), with `code`.',
    },
    field_codes: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['code', 'params'],
        properties: { code: { type: 'string' }, params: { type: 'object' } },
      },
      description: 'Per field of `errors` that has one: its code and params.',
    },
    force_logout: { type: 'boolean', description: 'On 401: the session is over; drop the token and sign in again.' },
    retry_after: { type: 'integer', minimum: 1, description: 'On 429 and 503: seconds to wait (also in the Retry-After header).' },
    request_id: { type: 'string', description: 'On 500: quote it to support.' },
    row: { type: 'integer', minimum: 1, description: 'On a refused import commit (409): the line of the file at fault.' },
  },
};

function build(columns?: ColumnNullability): Record<string, unknown> {
  const paths = routePaths(routeContracts);
  const schemas: Record<string, unknown> = { Error: ERROR_SCHEMA, ...FILTER_SCHEMAS, ...componentSchemas(routeComponents) };
  for (const r of resources) {
    Object.assign(paths, resourcePaths(r));
    Object.assign(schemas, resourceSchemas(r, columns));
  }
  Object.assign(paths, publicPaths());
  Object.assign(schemas, publicSchemas(columns));
  withMemberBusinessCreate(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bakaya API',
      version: '0.1.0',
      description:
        'Defaulter reporting, settlements, CIR and wallet for Indian SMEs. Admin resources follow the ra-data-simple-rest protocol. ' +
        'What the public site reads without signing in is under /api/public (tag "Public site"): published, active items, public fields only. ' +
        'Errors always have the `Error` body. A method a path does not list answers 405 with an `Allow` header; an unknown path answers 404. ' +
        'Text may not contain NUL characters (U+0000): such a request answers 400.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas,
      parameters: SHARED_PARAMETERS,
      responses: SHARED_RESPONSES,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearerAuth: [] }],
    paths: finaliseOperations(paths),
  };
}

let conservative: Record<string, unknown> | undefined;
const withColumns = new WeakMap<ColumnNullability, Record<string, unknown>>();

/**
 * The document. With `columns` (see loadColumnNullability) each property is nullable exactly when
 * its column is; without, every property but `id` is declared nullable. Paths and methods are the
 * same either way (the 405 handler reads them).
 */
export function openApiDocument(columns?: ColumnNullability): Record<string, unknown> {
  if (!columns) return (conservative ??= build());
  let doc = withColumns.get(columns);
  if (!doc) withColumns.set(columns, (doc = build(columns)));
  return doc;
}

let served: Promise<ColumnNullability> | undefined;

/** The document as /api/openapi.json serves it: nullability read once per process; the conservative one if that fails. */
export async function servedOpenApiDocument(db: Knex): Promise<Record<string, unknown>> {
  served ??= loadColumnNullability(db);
  try {
    return openApiDocument(await served);
  } catch {
    served = undefined; // try again next time
    return openApiDocument();
  }
}
