/**
 * Spec §7 calls of the public site and the sign-in hand-off:
 *  GET  /data/consent-text  (open) → { status, data: { version, text, updated_at } }: the terms a member accepts at registration
 *  POST /utils/sendmail { name, email, mobile, message, captcha_token? } (open) → 202: queued to the support mail
 *  POST /captcha/verified { captcha_token } (open) → { status: true, data: { verified: true } }; failure object when refused
 *  GET  /redirect/auth?next=/path (signed in) → { status, data: { redirect_to, role_type } }
 */
import { Router } from 'express';
import { principalOf } from '../../auth/authenticate';
import { assertCaptcha } from '../../auth/captcha';
import { bodyOf, parseBody } from '../../http/requestBody';
import { callContextOf } from '../../callContext';
import type { AppContext } from '../../context';
import { redirectAfterAuth } from './authRedirect';
import { currentConsent } from './consent';
import { contactMessageSchema, queueContactMessage } from '../support';
import { failureObject, ok } from '../../http/failureObject';
import { refusal, ruleRefusal } from '../errors';

export function publicCallRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/data/consent-text', async (_req, res) => {
    const consent = await currentConsent(ctx.db);
    if (!consent) throw refusal('TERMS_UNAVAILABLE', {});
    res.json(ok(consent));
  });

  router.post('/utils/sendmail', async (req, res) => {
    const body = bodyOf(req);
    const call = callContextOf(req);
    const message = parseBody(contactMessageSchema, body);
    await assertCaptcha(ctx, body, call.ip);
    await queueContactMessage(ctx, call, message);
    res.status(202).json(ok({}, { message: 'Thank you for writing to us. Our support team will get back to you soon.' }));
  });

  router.post('/captcha/verified', failureObject({}), async (req, res) => {
    await assertCaptcha(ctx, bodyOf(req), callContextOf(req).ip);
    res.json(ok({ verified: true }, { message: 'Captcha verified.' }));
  });

  router.get('/redirect/auth', async (req, res) => {
    const principal = principalOf(req);
    const next = typeof req.query.next === 'string' ? req.query.next : undefined;
    if (req.query.next !== undefined && next === undefined) throw refusal('NEXT_ONCE', {}, ['next']);
    const decision = redirectAfterAuth(principal.roleType, next);
    if (!decision.ok) throw ruleRefusal(decision.message, ['next']);
    res.json(ok({ redirect_to: decision.path, role_type: principal.roleType }));
  });

  return router;
}
