/**
 * Delivery receipts (issue 20 §1), mounted before the API's JSON parser: a provider's receipts reader
 * verifies its callback over the raw bytes.
 *   POST /api/hooks/messages/:provider → 200 { updated } (400 when the callback does not verify — nothing
 *        changes; 404 for a provider this server does not use or that has no receipts)
 *   GET  /api/hooks/messages/:provider?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… → the challenge
 *        (WhatsApp Cloud's webhook check, against WHATSAPP_VERIFY_TOKEN; 403 otherwise)
 */
import crypto from 'node:crypto';
import express, { Router } from 'express';
import { ReceiptRejected } from '../../adapters/messageProviders/messageProvider';
import type { AppContext } from '../../context';
import { refusal } from '../errors';
import { applyReceipts } from './delivery';

const flat = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : v === undefined ? undefined : String(v)]));

export function messageHookRoutes(ctx: AppContext, opts: { whatsappVerifyToken?: string } = {}) {
  const router = Router();
  router.get('/:provider', (req, res) => {
    const provider = ctx.messaging.provider(String(req.params.provider));
    const q = flat(req.query as Record<string, unknown>);
    const token = opts.whatsappVerifyToken ?? process.env.WHATSAPP_VERIFY_TOKEN ?? '';
    const given = Buffer.from(q['hub.verify_token'] ?? '');
    const ok =
      provider?.channel === 'whatsapp' &&
      q['hub.mode'] === 'subscribe' &&
      token.length > 0 &&
      given.length === Buffer.byteLength(token) &&
      crypto.timingSafeEqual(given, Buffer.from(token));
    if (!provider) throw refusal('MESSAGE_PROVIDER_UNKNOWN', { provider: String(req.params.provider).slice(0, 40) });
    if (!ok) {
      res.status(403).json({ message: 'Verification failed.' });
      return;
    }
    res.type('text/plain').send(q['hub.challenge'] ?? '');
  });
  router.post('/:provider', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const name = String(req.params.provider);
    const provider = ctx.messaging.provider(name);
    if (!provider?.receipts) throw refusal('MESSAGE_PROVIDER_UNKNOWN', { provider: name.slice(0, 40) });
    let receipts;
    try {
      receipts = provider.receipts({
        rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        headers: flat(req.headers as Record<string, unknown>),
        query: flat(req.query as Record<string, unknown>),
      });
    } catch (err) {
      if (err instanceof ReceiptRejected) throw refusal('MESSAGE_RECEIPT_REJECTED', {});
      throw err;
    }
    res.json({ updated: await applyReceipts(ctx.db, provider.name, receipts) });
  });
  return router;
}
