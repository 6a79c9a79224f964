/**
 * The OpenAPI document tells the truth about the API: every route is in it (and nothing else),
 * nullable columns are nullable, `q` is offered only where a resource can search text, PUT bodies
 * are partial, every operation lists the statuses any request may get, and every schema compiles.
 * (The contract suite holds every response it receives to the document: tests/engine/contract.test.ts.)
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableColumns } from '../../api/src/engine/listParams';
import { openApiDocument } from '../../api/src/openapi/openApiDocument';
import { HTTP_METHODS } from '../../api/src/openapi/pathMatch';
import { genericWriteOpen, resources, type GenericWrite } from '../../api/src/registry';

/** The engine's generic write each method of its routes is (POST create, PUT edit, DELETE delete). */
const GENERIC_WRITE_OF: Partial<Record<string, GenericWrite>> = { post: 'create', put: 'edit', delete: 'delete' };
import type { ResourceDef } from '../../api/src/registry/types';
import { expressRoutes } from '../support/expressRoutes';
import { createOpenApiValidator } from '../support/openApiValidator';
import { createTestApp } from '../support/testApp';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as loose JSON here
type Json = Record<string, any>;

const t = createTestApp();
let doc: Json;
beforeAll(async () => {
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const schemaName = (r: ResourceDef) =>
  r.name
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
/** A response, through its `$ref` to components.responses when it has one. */
const resolved = (r: Json): Json => (r?.$ref ? doc.components.responses[r.$ref.split('/').at(-1)] : r);
const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Json })),
  );

/** Every route Express has, as "method /api/path/:param" (the SPA fallbacks and Swagger UI's own assets aside). */
const apiRoutes = () =>
  expressRoutes(t.app)
    .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs/'))
    .map(({ method, path }) => ({ method, path }));

const toTemplate = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
/** Does an Express route pattern serve this documented path (template params and :params match anything)? */
const serves = (expressPath: string, template: string) => {
  const a = expressPath.split('/');
  const b = template.split('/');
  return a.length === b.length && a.every((s, i) => s.startsWith(':') || b[i]!.startsWith('{') || s === b[i]);
};

/** The documented path each Express route stands for, one per resource for the engine's generic routes. */
function documentedFormsOf(route: { method: string; path: string }): Array<{ path: string; method: string; resource?: ResourceDef }> {
  if (!route.path.includes(':resource')) return [{ path: route.path, method: route.method }];
  if (route.path.startsWith('/api/import/')) return [{ path: route.path.replace(':resource', '{resource}'), method: route.method }];
  const upload = /\/(upload|:id\/file)$/.test(route.path);
  return resources
    .filter((r) => (upload ? !!r.upload : true))
    .map((r) => ({ path: route.path.replace(':resource', r.name), method: route.method, resource: r }));
}

describe('paths and methods', () => {
  it('documents every route the API serves', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      for (const form of documentedFormsOf(route)) {
        const r = form.resource;
        // The engine's generic verbs a resource refuses (405) are rightly left out of its paths.
        if (r && form.method !== 'get' && !form.path.endsWith('/upload') && !genericWriteOpen(r, GENERIC_WRITE_OF[form.method]!)) continue;
        const template = toTemplate(form.path);
        const item = doc.paths[template];
        if (!item?.[form.method]) missing.push(`${form.method.toUpperCase()} ${template}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents nothing the API does not serve', () => {
    const routes = apiRoutes();
    const unserved = operations()
      .filter(({ path, method }) => !routes.some((r) => r.method === method && serves(r.path, path)))
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(unserved).toEqual([]);
  });
});

describe('schemas', () => {
  // CPU-bound (Ajv compiles every operation's schemas): ~30–40 s on this 2-core machine when other suites
  // load it, so it gets its own time limit rather than the global 30 s.
  it('every schema is valid JSON Schema 2020-12 and compiles', () => {
    const validator = createOpenApiValidator(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => validator.ajv.getSchema(`https://bakaya.local/openapi.json#/components/schemas/${name}`), name).not.toThrow();
    }
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        expect(resolved(response), `${method} ${path} ${status}`).toBeDefined();
        for (const [type, media] of Object.entries((resolved(response).content ?? {}) as Record<string, Json>)) {
          const schema = JSON.parse(JSON.stringify(media.schema ?? {}).replaceAll('"#/components', '"doc#/components'));
          expect(() => ajv.compile(schema), `${method} ${path} ${status} ${type}`).not.toThrow();
        }
      }
    }
  }, 120_000);

  it('declares a property nullable exactly when its column is (GET /api/customers/:id secondary_email, …)', async () => {
    const columns: Array<{ table_name: string; column_name: string; is_nullable: string }> = (
      await t.db.raw('SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()')
    ).rows;
    const nullableColumn = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']));
    const allowsNull = (s: Json): boolean =>
      (Array.isArray(s.type) && s.type.includes('null')) ||
      s.type === 'null' ||
      (Array.isArray(s.enum) && s.enum.includes(null)) ||
      (Array.isArray(s.anyOf) && s.anyOf.some(allowsNull));
    const wrong: string[] = [];
    for (const r of resources) {
      const read = doc.components.schemas[schemaName(r)];
      for (const [name, def] of Object.entries(r.fields)) {
        if (def.hidden || def.virtual) continue;
        const expected = name !== 'id' && nullableColumn.get(`${r.table}.${name}`) === true;
        if (allowsNull(read.properties[name]) !== expected) wrong.push(`${r.name}.${name}: column ${expected ? 'nullable' : 'NOT NULL'}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(allowsNull(doc.components.schemas.Customers.properties.secondary_email)).toBe(true);
  });

  it('without the database, declares every property but the id and computed fields nullable (never a false NOT NULL)', () => {
    const conservative = openApiDocument() as Json;
    for (const r of resources) {
      for (const [name, s] of Object.entries(conservative.components.schemas[schemaName(r)].properties as Record<string, Json>)) {
        const nullable =
          (Array.isArray(s.type) && s.type.includes('null')) || (Array.isArray(s.enum) && s.enum.includes(null)) || Array.isArray(s.anyOf);
        expect(nullable, `${r.name}.${name}`).toBe(name !== 'id' && !r.fields[name]!.computed);
      }
    }
  });

  it('documents PUT bodies as partial, and POST bodies with their required fields', () => {
    for (const r of resources.filter((x) => genericWriteOpen(x, 'edit'))) {
      const item = doc.paths[`/api/${r.name}/{id}`];
      const update = item.put.requestBody.content['application/json'].schema.$ref.split('/').at(-1);
      expect(doc.components.schemas[update].required ?? [], r.name).toEqual([]);
      expect(doc.paths[`/api/${r.name}`].put.requestBody.content['application/json'].schema.$ref).toBe(`#/components/schemas/${update}`);
    }
    expect(doc.components.schemas.CustomersInput.required).toContain('name');
    expect(doc.components.schemas.CustomersInput.properties).not.toHaveProperty('wallet_balance');
  });
});

describe('parameters', () => {
  it('offers the q text search only on resources with searchable fields, in the schema and the example', () => {
    for (const r of resources) {
      const filter = doc.paths[`/api/${r.name}`].get.parameters.find((p: Json) => p.name === 'filter');
      const media = filter.content['application/json'];
      const searchable = searchableColumns(r).length > 0;
      expect('q' in media.schema.properties, r.name).toBe(searchable);
      expect('q' in media.example, r.name).toBe(searchable);
      expect(JSON.stringify(filter.description).includes('`q`'), r.name).toBe(searchable);
    }
  });
});

describe('responses', () => {
  it('every operation documents the statuses any request may get, with the Error body', () => {
    for (const { path, method, op } of operations()) {
      for (const status of ['400', '401', '503']) {
        const response = resolved(op.responses[status]);
        expect(response, `${method} ${path} ${status}`).toBeDefined();
        const schema = response.content['application/json'].schema;
        expect(JSON.stringify(schema), `${method} ${path} ${status}`).toContain('#/components/schemas/Error');
      }
      if (op.requestBody) expect(op.responses['413'], `${method} ${path} 413`).toBeDefined();
      if (op.responses['429']) expect(resolved(op.responses['429']).headers['Retry-After'], `${method} ${path} 429`).toBeDefined();
      expect(resolved(op.responses['503']).headers['Retry-After'], `${method} ${path} 503`).toBeDefined();
    }
  });

  it('resource operations document 403, 404, 409 where they answer them, and lists their Content-Range', () => {
    for (const r of resources) {
      const list = doc.paths[`/api/${r.name}`].get;
      expect(list.responses['200'].headers['Content-Range'].required, r.name).toBe(true);
      expect(list.responses['403'], r.name).toBeDefined();
      const item = doc.paths[`/api/${r.name}/{id}`];
      expect(item.get.responses['404'], r.name).toBeDefined();
      if (!r.readOnly) {
        const ops = [item.put, item.delete, doc.paths[`/api/${r.name}`].put, doc.paths[`/api/${r.name}`].delete].filter(Boolean);
        expect(ops.length, r.name).toBe((genericWriteOpen(r, 'edit') ? 2 : 0) + (genericWriteOpen(r, 'delete') ? 2 : 0));
        for (const op of ops) {
          expect(Object.keys(op.responses), r.name).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '503']));
        }
      }
    }
  });

  it('describes the error body as errorHandler sends it', () => {
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(['message']);
    expect(Object.keys(error.properties)).toEqual(
      expect.arrayContaining(['message', 'errors', 'force_logout', 'retry_after', 'request_id']),
    );
  });
});

describe('the response validator (tests/support/openApiValidator.ts)', () => {
  it('reports a null where the document says string, naming the property', () => {
    const strict = openApiDocument(new Map()) as Json; // no column listed: the conservative document…
    const notNull = JSON.parse(JSON.stringify(strict)) as Json;
    notNull.components.schemas.Customers.properties.secondary_email = { type: 'string' }; // …with one false claim
    const validator = createOpenApiValidator(notNull);
    const record = Object.fromEntries(Object.keys(notNull.components.schemas.Customers.properties).map((k) => [k, null]));
    const problems = validator.check('get', '/api/customers/2', {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { ...record, id: 2 },
    });
    expect(problems.join('\n')).toMatch(/\/secondary_email must be string \(got null/);
  });

  it('reports undocumented statuses, a missing Content-Range, a 405 without Allow and an unknown path that does not 404', () => {
    const validator = createOpenApiValidator(doc);
    expect(validator.check('get', '/api/customers/2', { status: 418, headers: {}, body: {} }).join()).toMatch(
      /status 418 is not documented/,
    );
    expect(
      validator.check('get', '/api/customers', { status: 200, headers: { 'content-type': 'application/json' }, body: [] }).join(),
    ).toMatch(/Content-Range is required/);
    expect(
      validator
        .check('patch', '/api/customers/2', { status: 405, headers: { 'content-type': 'application/json' }, body: { message: 'x' } })
        .join(),
    ).toMatch(/without an Allow header/);
    expect(validator.check('get', '/api/no-such-things/1/2/3', { status: 200, headers: {}, body: {} }).join()).toMatch(/must answer 404/);
    expect(() => validator.assertResponse('get', '/api/customers/2', { status: 418, headers: {}, body: {} })).toThrow(
      /GET \/api\/customers\/2 → 418 does not match the OpenAPI document/,
    );
  });
});
