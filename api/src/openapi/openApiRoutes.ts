import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { ROOT_DIR } from '../config/env';
import type { AppContext } from '../context';
import { openApiDocument, servedOpenApiDocument } from './openApiDocument';

const swaggerDir = path.join(ROOT_DIR, 'node_modules/swagger-ui-dist');

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bakaya API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true });`;

/**
 * GET /api/openapi.json and browsable docs at /api/docs (Swagger UI served locally, no CDN).
 * With the app's database, the document states each column's nullability as the database has it.
 */
export function openApiRoutes(ctx?: Pick<AppContext, 'db'>) {
  const router = Router();
  router.get('/openapi.json', async (_req, res) => {
    res.json(ctx ? await servedOpenApiDocument(ctx.db) : openApiDocument());
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('js').send(INIT_SCRIPT);
  });
  if (fs.existsSync(swaggerDir)) router.use('/docs/assets', express.static(swaggerDir, { index: false, maxAge: '1d' }));
  return router;
}
