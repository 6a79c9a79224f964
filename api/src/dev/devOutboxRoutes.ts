import { Router } from 'express';
import type { AppContext } from '../context';
import { badRequest } from '../http/httpError';

/**
 * GET /dev/outbox?to=<mobile or email> → the latest 20 messages to that recipient, newest first:
 * [{ id, to, channel, subject, body, created_at }]. A development and test aid for reading OTPs
 * without a real SMS/email provider; signInRoutes mounts it only when !ctx.production, so in
 * production the path answers the API's 404 JSON.
 */
export function devOutboxRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/dev/outbox', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    if (!to || to.length > 254) throw badRequest('Say whose messages to show with ?to=<mobile or email>.', { to: 'Enter a mobile number or email address.' });
    const recipient = to.includes('@') ? to.toLowerCase() : to;
    const rows = await ctx.db('outbox_messages').where({ recipient }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(20).select('id', 'recipient as to', 'channel', 'subject', 'body', 'created_at');
    res.json(rows);
  });
  return router;
}
