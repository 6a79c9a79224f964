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
