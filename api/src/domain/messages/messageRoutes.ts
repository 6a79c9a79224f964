/**
 * The outbox's HTTP edge (issue 20 §1):
 *   GET  /api/member/message-preferences          → { sms, email, whatsapp } (booleans; members only)
 *   PUT  /api/member/message-preferences { sms?, email?, whatsapp? } → the same (400 on anything else)
 *   POST /api/admin/templates/preview { key, language, sample, channel?, subject?, body? } → { channel, subject?, text, html? }
 *        (with `body`: that text as typed, not saved yet — staff preview before saving; else the saved row)
 *        (Templates → detailView; 400 naming the placeholders without a sample value; 404 no such template)
 *   POST /api/admin/sms-logs/:id/resend            → 201 { id, status } (SMS Logs → process; only a failed
 *        message; audited)
 */
import { Router, type Request } from 'express';
import { requireAccess } from '../../auth/authenticate';
import { signedInCallOf, type SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import { assertObjectBody } from '../../engine/writeInput';
import { idOf } from '../../engine/requestCall';
import { refusal } from '../errors';
import { messagePreferences, setMessagePreferences } from './preferences';
import { resendMessage } from './resend';
import { LANGUAGES, previewTemplate, TemplateError, type TemplateVariables } from './templates';
import type { TemplateLanguage } from '../../adapters/messageProviders/messageProvider';

function memberCall(req: Request): SignedInCall {
  const call = signedInCallOf(req);
  if (call.who.roleType !== 'customer') throw refusal('MESSAGE_PREFERENCES_INVALID', {});
  return call;
}

export function messageRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/member/message-preferences', async (req, res) => {
    res.json(await messagePreferences(ctx.db, memberCall(req).who.userId));
  });

  router.put('/member/message-preferences', async (req, res) => {
    const call = memberCall(req);
    res.json(await setMessagePreferences(ctx.db, call.who.userId, assertObjectBody(req.body)));
  });

  router.post('/admin/templates/preview', requireAccess('Templates', 'detailView'), async (req, res) => {
    const body = assertObjectBody(req.body) as {
      key?: unknown;
      language?: unknown;
      sample?: unknown;
      channel?: unknown;
      subject?: unknown;
      body?: unknown;
    };
    const key = typeof body.key === 'string' ? body.key.trim() : '';
    const language = (body.language ?? 'en') as TemplateLanguage;
    if (!LANGUAGES.includes(language)) throw refusal('TEMPLATE_LANGUAGE', {}, ['language']);
    if (!key || key.length > 80) throw refusal('TEMPLATE_NOT_FOUND', { template: key.slice(0, 80) || '(none)', language }, ['key']);
    const sample =
      body.sample && typeof body.sample === 'object' && !Array.isArray(body.sample) ? (body.sample as Record<string, unknown>) : {};
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(sample)) if (typeof v === 'string' || typeof v === 'number') values[k] = String(v);
    let preview;
    try {
      const unsaved =
        typeof body.body === 'string'
          ? {
              channel: (['sms', 'email', 'whatsapp'] as const).find((c) => c === body.channel) ?? ('sms' as const),
              subject: typeof body.subject === 'string' ? body.subject : null,
              body: body.body.slice(0, 100_000),
            }
          : undefined;
      preview = await previewTemplate(ctx.db, key, language, values as TemplateVariables, unsaved);
    } catch (err) {
      if (err instanceof TemplateError) throw refusal('TEMPLATE_NOT_FOUND', { template: key, language }, ['key']);
      throw err;
    }
    if (!preview.ok) throw refusal('TEMPLATE_VARIABLES_MISSING', { names: preview.missing.join(', ') }, ['sample']);
    const { ok: _ok, ...answer } = preview;
    res.json(answer);
  });

  router.post('/admin/sms-logs/:id/resend', requireAccess('SMS Logs', 'process'), async (req, res) => {
    const answer = await resendMessage(ctx.db, signedInCallOf(req), idOf(req));
    if (answer.status === 'queued') await ctx.messaging.deliverNow(ctx.db, [answer.id]);
    res.status(201).json(answer);
  });

  return router;
}
