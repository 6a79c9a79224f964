/**
 * Requests for the §7 call suites: every response is held to the served OpenAPI document
 * (tests/support/openApiValidator.ts), so the document cannot drift from what the calls answer.
 */
import request from 'supertest';
import { createOpenApiValidator, type OpenApiValidator } from '../support/openApiValidator';
import type { createTestApp } from '../support/testApp';

type Method = 'get' | 'post' | 'put' | 'delete';
export interface CallOptions {
  auth?: string;
  body?: object | string;
  query?: Record<string, string>;
  form?: boolean;
}

export function callClient(t: ReturnType<typeof createTestApp>) {
  let validator: OpenApiValidator | undefined;
  return async function call(method: Method, path: string, opts: CallOptions = {}) {
    validator ??= createOpenApiValidator((await request(t.app).get('/api/openapi.json')).body);
    let req = request(t.app)[method](path);
    if (opts.auth) req = req.set('Authorization', opts.auth);
    if (opts.query) req = req.query(opts.query);
    if (opts.form) req = req.type('form');
    const res = opts.body === undefined ? await req : await req.send(opts.body);
    validator.assertResponse(method, path, res);
    return res;
  };
}

/** The §8 failure object with this status: status false, empty data, a message. */
export function expectFailure(res: { status: number; body: Record<string, unknown> }, status: number, data: [] | object = {}) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  const { status: flag, data: empty, message } = res.body;
  if (flag !== false || JSON.stringify(empty) !== JSON.stringify(data) || typeof message !== 'string' || !message) {
    throw new Error(`not a failure object: ${JSON.stringify(res.body)}`);
  }
}
