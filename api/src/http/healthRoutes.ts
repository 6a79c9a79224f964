import { Router } from 'express';
import type { AppContext } from '../context';

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export function healthRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const started = Date.now();
    try {
      await ctx.db.raw('select 1');
      res.json({ status: 'ok', database: { reachable: true, latency_ms: Date.now() - started } });
    } catch (err) {
      ctx.logger.warn({ err }, 'health check: database unreachable');
      res.status(503).json({ status: 'degraded', message: 'The database is not reachable.', database: { reachable: false } });
    }
  });
  return router;
}
