import { Router } from 'express';
import type { AppContext } from '../context';
import { latestOutboxMessages } from './outbox';
import { reason, refusal } from '../domain/errors';

/**
 * GET /dev/outbox?to=<mobile or email> → the latest 20 messages to that recipient, newest first:
 * [{ id, to, channel, subject, body, created_at }]. A development and test aid for reading OTPs
 * without a real SMS/email provider. signInRoutes mounts it only when the server runs outside
 * production AND the DEV_OUTBOX flag is on (`npm start` turns it on locally); otherwise the path
 * answers the API's 404 JSON. Stored bodies have codes masked; the dev adapter reveals the codes of
 * messages this process sent (from memory), so the database never holds a usable code.
 */
export function devOutboxRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/dev/outbox', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    if (!to || to.length > 254) throw refusal('DEV_OUTBOX_TO', {}, { to: reason('DEV_OUTBOX_TO_FIELD', {}) });
    const recipient = to.includes('@') ? to.toLowerCase() : to;
    const rows = await latestOutboxMessages(ctx.db, recipient, 20);
    res.json(rows.map((m) => ({ ...m, body: ctx.messaging.revealed?.(Number(m.id)) ?? m.body })));
  });
  return router;
}
