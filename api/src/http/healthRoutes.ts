import { Router } from 'express';
import type { AppContext } from '../context';
import { pingDatabase } from './databaseHealth';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export function healthRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      const latency = await pingDatabase(ctx.db);
      res.json({ status: 'ok', database: { reachable: true, latency_ms: latency } });
    } catch (err) {
      ctx.logger.warn({ err }, 'health check: database unreachable');
      res.status(503).json({ status: 'degraded', message: 'The database is not reachable.', database: { reachable: false } });
    }
  });
  return router;
}
