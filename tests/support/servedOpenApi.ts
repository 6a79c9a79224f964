import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createOpenApiValidator, type OpenApiValidator } from './openApiValidator';

/** A validator of the document the app serves at /api/openapi.json, fetched once on first use. */
export function servedOpenApiValidator(app: Express): () => Promise<OpenApiValidator> {
  let openApi: OpenApiValidator | undefined;
  return async () => {
    if (!openApi) {
      const doc = await request(app).get('/api/openapi.json');
      expect(doc.status).toBe(200);
      openApi = createOpenApiValidator(doc.body);
    }
    return openApi;
  };
}

/** A signed-in (or anonymous) call whose response is held to the served OpenAPI document. */
export function checkedCaller(app: Express) {
  const validator = servedOpenApiValidator(app);
  return async (method: 'get' | 'post' | 'put', path: string, auth: string | undefined, body?: unknown) => {
    let req = request(app)[method](path);
    if (auth) req = req.set('Authorization', auth);
    const res = await (body === undefined ? req : req.send(body as object));
    (await validator()).assertResponse(method, path, res);
    return res;
  };
}
