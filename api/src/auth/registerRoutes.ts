import { Router } from 'express';
import { z } from 'zod';
import { callContextOf } from '../callContext';
import type { AppContext } from '../context';
import { registerMember } from '../domain/accounts/registration';
import { consentDecision, currentConsent } from '../domain/accounts/consent';
import { badRequest, conflict } from '../http/httpError';
import { emailSchema, maskPhone, mobileSchema } from '../validation';
import { assertCaptcha } from './captcha';
import { clientIp } from './clientIp';
import { assertIpMaySend } from './rateLimit';
import { bodyOf, isBlank, parseBody, stringish } from '../http/requestBody';
import { sendOtp } from './sendOtp';
import { asHttpError } from '../http/domainErrors';

const SOURCES = ['web', 'android', 'ios'] as const;

/** What POST /user/register reads (the OpenAPI contract states this same schema). */
export const registerSchema = z.object({
  name: z
    .string({ error: (iss) => (iss.input == null ? 'Please enter your name.' : 'Enter a valid name.') })
    .trim()
    .min(2, 'Please enter your name (at least 2 characters).')
    .max(120, 'The name can have at most 120 characters.'),
  mobile: z.preprocess(stringish, mobileSchema),
  email: emailSchema,
  referral_code: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .string({ error: 'This referral code is not valid.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,16}$/, 'This referral code is not valid.')
      .optional(),
  ),
  // The default changes nothing the route reads (left out, it became 'web' already): it tells the document source is optional.
  source: z.preprocess((v) => (SOURCES.includes(v as never) ? v : 'web'), z.enum(SOURCES)).default('web'),
  // A JSON true, or a ticked form checkbox ('true', 'on', '1').
  consent_accepted: z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.boolean()),
  consent_version: z.preprocess(
    (v) => (isBlank(v) ? undefined : stringish(v)),
    z
      .string({ error: 'Send the version of the terms you accepted as text.' })
      .trim()
      .max(20, 'This terms version is not valid.')
      .optional(),
  ),
});

/**
 * POST /user/register { name, mobile, email, referral_code?, source?, consent_accepted, consent_version?, captcha_token? } →
 * 201 { status: true, message, otp_sent, expires_in (seconds the code lasts), user: { id, name, mobile: masked } }, then the sign-in code
 * goes to the mobile (verify with user/verifyOtp). 409 with field errors when mobile/email is taken.
 * consent_accepted must be true; consent_version (from GET data/consent-text) must be the current one
 * (409 when the terms changed meanwhile); the accepted version and the time are stored on the account.
 */
export function registerRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/user/register', async (req, res) => {
    const body = bodyOf(req);
    const ip = clientIp(req);
    const { consent_accepted, consent_version, ...input } = parseBody(registerSchema, body);
    const consent = consentDecision(consent_accepted, consent_version, await currentConsent(ctx.db));
    if (!consent.ok)
      throw (consent.field === 'consent_version' ? conflict : badRequest)(consent.message, { [consent.field]: consent.message });
    await assertCaptcha(ctx, body, ip);
    await assertIpMaySend(ctx.db, ip, ctx.limits, input.mobile);

    const user = await registerMember(ctx.db, callContextOf(req), { ...input, consent_version: consent.version });

    const masked = maskPhone(user.mobile);
    let otpSent = true;
    let expiresIn: number | undefined;
    let message = `Registration successful. We have sent a 6-digit code to ${masked}`;
    try {
      ({ expires_in: expiresIn } = await sendOtp(ctx, {
        id: { field: 'mobile', value: user.mobile, channel: 'sms', masked },
        purpose: 'login',
        ip,
        userId: user.id,
      }));
    } catch (err) {
      if (!asHttpError(err)) throw err;
      otpSent = false;
      message = 'Registration successful, but we could not send a code just now. Please request a new code to sign in.';
    }
    res.status(201).json({
      status: true,
      message,
      otp_sent: otpSent,
      ...(expiresIn ? { expires_in: expiresIn } : {}),
      user: { id: user.id, name: user.name, mobile: masked },
    });
  });

  return router;
}
