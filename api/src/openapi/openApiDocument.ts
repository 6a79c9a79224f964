/** The OpenAPI 3.1 document, generated from the registry (resources) plus the hand-written account paths. */
import { ACCESS_KIND_OF } from '../engine/resourceScope';
import { resources } from '../registry';
import type { ResourceDef } from '../registry/types';
import { writableFields } from '../registry/schema';
import { accountPaths } from './accountPaths';
import { fieldJsonSchema } from './fieldJsonSchema';

const schemaName = (r: ResourceDef) => r.name.split('-').map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

const STANDARD_ERRORS = {
  400: errorResponse('Invalid input: `message` and per-field `errors`.'),
  401: errorResponse('Not signed in, or the session ended (`force_logout: true`).'),
  403: errorResponse('Signed in, but not allowed.'),
};

function listParameters(r: ResourceDef) {
  return [
    { name: 'sort', in: 'query', description: 'JSON ["field","ASC"|"DESC"]', schema: { type: 'string' }, example: `["${r.defaultSort[0]}","${r.defaultSort[1]}"]` },
    { name: 'range', in: 'query', description: 'JSON [start,end], inclusive; page size capped at 1000', schema: { type: 'string' }, example: '[0,24]' },
    { name: 'filter', in: 'query', description: 'JSON object: `q` text search, field equality, arrays as IN, suffixes _gte _lte _gt _lt', schema: { type: 'string' }, example: '{"q":"sharma"}' },
  ];
}

function permission(r: ResourceDef, action: keyof typeof ACCESS_KIND_OF) {
  const customer = r.owner?.actions.includes(action as never) ? `; customers: own rows (${r.owner.column})` : '';
  return { 'x-permission': { feature: r.feature, access: ACCESS_KIND_OF[action] }, description: `Staff need **${r.feature} → ${ACCESS_KIND_OF[action]}**${customer}.` };
}

function resourcePaths(r: ResourceDef) {
  const name = schemaName(r);
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const bulkFilter = { name: 'filter', in: 'query', required: true, description: 'JSON {"id":[…]}', schema: { type: 'string' } };
  const one = { 200: { description: name, content: { 'application/json': { schema: ref(name) } } }, 404: errorResponse('Not found'), ...STANDARD_ERRORS };
  const tags = [r.label];
  const collection: Record<string, unknown> = {
    get: {
      tags, summary: `List ${r.label.toLowerCase()}`, ...permission(r, 'list'), parameters: listParameters(r),
      responses: { 200: { description: 'A page of records', headers: { 'Content-Range': { schema: { type: 'string' }, example: `${r.name} 0-24/319` } }, content: { 'application/json': { schema: { type: 'array', items: ref(name) } } } }, ...STANDARD_ERRORS },
    },
  };
  const item: Record<string, unknown> = { get: { tags, summary: `One ${r.recordLabel.toLowerCase()}`, ...permission(r, 'show'), parameters: [idParam], responses: one } };
  if (!r.readOnly) {
    const body = { required: true, content: { 'application/json': { schema: ref(`${name}Input`) } } };
    const ids = { 200: { description: 'The ids changed', content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } } } } }, ...STANDARD_ERRORS };
    if (!r.createdThrough) collection.post = { tags, summary: `Add a ${r.recordLabel.toLowerCase()}`, ...permission(r, 'create'), requestBody: body, responses: { ...one, 201: one[200] } };
    collection.put = { tags, summary: 'Bulk update (one transaction)', ...permission(r, 'edit'), parameters: [bulkFilter], requestBody: body, responses: ids };
    collection.delete = { tags, summary: r.softDelete ? 'Bulk deactivate (status 0)' : 'Bulk delete', ...permission(r, 'delete'), parameters: [bulkFilter], responses: ids };
    item.put = { tags, summary: `Change a ${r.recordLabel.toLowerCase()}`, ...permission(r, 'edit'), parameters: [idParam], requestBody: body, responses: one };
    item.delete = { tags, summary: r.softDelete ? 'Deactivate (status 0)' : 'Delete', ...permission(r, 'delete'), parameters: [idParam], responses: one };
  }
  return { [`/api/${r.name}`]: collection, [`/api/${r.name}/{id}`]: item };
}

function resourceSchemas(r: ResourceDef) {
  const visible = Object.entries(r.fields).filter(([, d]) => !d.hidden && !d.virtual);
  const read = { type: 'object', properties: Object.fromEntries(visible.map(([n, d]) => [n, { ...fieldJsonSchema(d), ...(d.readOnly ? { readOnly: true } : {}) }])) };
  const writable = writableFields(r);
  const input = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(writable.map(([n, d]) => {
      const schema = { ...fieldJsonSchema(d), ...(d.virtual ? { writeOnly: true } : {}) };
      return [n, d.required ? schema : { anyOf: [schema, { type: 'null' }] }];
    })),
    required: writable.filter(([, d]) => d.required && d.default === undefined).map(([n]) => n),
  };
  return { [schemaName(r)]: read, [`${schemaName(r)}Input`]: input };
}

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, unknown> = { ...accountPaths };
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object', required: ['message'],
      properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } }, force_logout: { type: 'boolean' } },
    },
  };
  for (const r of resources) {
    Object.assign(paths, resourcePaths(r));
    Object.assign(schemas, resourceSchemas(r));
  }
  cached = {
    openapi: '3.1.0',
    info: { title: 'Bakaya API', version: '0.1.0', description: 'Defaulter reporting, settlements, CIR and wallet for Indian SMEs. Admin resources follow the ra-data-simple-rest protocol.' },
    servers: [{ url: '/' }],
    components: { schemas, securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  };
  return cached;
}
