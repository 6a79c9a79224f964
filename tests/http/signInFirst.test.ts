/**
 * Routes that need a sign-in check it before anything else: an anonymous caller gets 401 and
 * learns nothing — not whether an import, a record or a resource exists (404 vs 401).
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/src/openapi/openApiDocument';
import { HTTP_METHODS } from '../../api/src/openapi/pathMatch';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document is walked as loose JSON here
type Json = Record<string, any>;

describe('bulk import', () => {
  let auth = '';
  beforeAll(async () => {
    auth = (await signedIn(t.db, { roleId: 2 })).auth;
  });

  it.each([
    ['get', `/api/import/jobs/${crypto.randomUUID()}`],
    ['get', '/api/import/jobs/not-a-uuid'],
    ['post', `/api/import/jobs/${crypto.randomUUID()}/commit`],
    ['get', '/api/import/no-such-things/template.csv'],
    ['post', '/api/import/no-such-things/preview'],
  ] as const)('%s %s answers 401 when not signed in', async (method, path) => {
    const res = await request(t.app)[method](path);
    expect(res.status, JSON.stringify(res.body)).toBe(401);
  });

  it('still answers 404 for an unknown import once signed in', async () => {
    const res = await request(t.app).get(`/api/import/jobs/${crypto.randomUUID()}`).set('Authorization', auth);
    expect(res.status).toBe(404);
  });
});

describe('every operation that needs a sign-in', () => {
  const doc = openApiDocument() as Json;
  const concrete = (path: string, params: Json[] = []) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const schema = params.map(param).find((p) => p.name === name && p.in === 'path')?.schema ?? {};
      if (schema.format === 'uuid') return crypto.randomUUID();
      if (Array.isArray(schema.enum)) return String(schema.enum[0]);
      return '999999999';
    });
  /** The required query parameters, from their documented examples, so the request is well-formed but for the sign-in. */
  const param = (p: Json): Json => (p.$ref ? doc.components.parameters[p.$ref.split('/').at(-1)] : p);
  const requiredQuery = (params: Json[] = []) =>
    Object.fromEntries(
      params
        .map(param)
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => {
          const example = p.content
            ? Object.values(p.content as Record<string, Json>)[0]!.example
            : (p.example ?? p.schema?.enum?.[0] ?? (p.schema?.format === 'date' ? '2026-01-01' : 'x'));
          return [p.name, typeof example === 'string' ? example : JSON.stringify(example)];
        }),
    );
  const secured = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m] && !(Array.isArray(item[m].security) && item[m].security.length === 0)).map(
      (m) => [m, concrete(path, item[m].parameters), requiredQuery(item[m].parameters)] as const,
    ),
  );

  it('has operations to check', () => expect(secured.length).toBeGreaterThan(100));

  it('answers 401 before looking anything up (no 404 or 403 to an anonymous caller)', async () => {
    const wrong: string[] = [];
    for (const [method, path, query] of secured) {
      const res = await (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path).query(query).send({});
      if (res.status !== 401) wrong.push(`${method.toUpperCase()} ${path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the generic resource routes, signed out', () => {
  const t2 = createTestApp();
  afterAll(() => t2.close());
  it.each([
    ['GET', '/api/no-such-things'],
    ['GET', '/api/customers/abc'],
    ['PUT', '/api/cities'],
    ['DELETE', '/api/cities'],
    ['GET', '/api/cities/1/file'],
    ['GET', '/api/case-documents/abc/file'],
    ['POST', '/api/no-such-things/upload'],
  ])('%s %s answers 401 before looking at names, ids or filters', async (method, path) => {
    const res = await request(t2.app)[method.toLowerCase() as 'get'](path);
    expect(res.status).toBe(401);
  });
});
