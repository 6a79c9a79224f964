import { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { writeAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { HttpError, badRequest, conflict } from '../http/httpError';
import { ROLE } from '../registry/features';
import { emailSchema, maskEmail, maskPhone, mobileSchema } from '../validation';
import { assertCaptcha } from './captcha';
import { clientIp } from './clientIp';
import { assertIpMaySend } from './rateLimit';
import { generateReferralCode } from './referralCode';
import { bodyOf, isBlank, parseBody, stringish } from './requestBody';
import { sendOtp } from './sendOtp';

const SOURCES = ['web', 'android', 'ios'] as const;

const registerSchema = z.object({
  name: z.string({ error: (iss) => (iss.input == null ? 'Please enter your name.' : 'Enter a valid name.') })
    .trim().min(2, 'Please enter your name (at least 2 characters).').max(120, 'The name can have at most 120 characters.'),
  mobile: z.preprocess(stringish, mobileSchema),
  email: emailSchema,
  referral_code: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string({ error: 'This referral code is not valid.' })
    .trim().toUpperCase().regex(/^[A-Z0-9]{4,16}$/, 'This referral code is not valid.').optional()),
  source: z.preprocess((v) => (SOURCES.includes(v as never) ? v : 'web'), z.enum(SOURCES)),
});

async function takenFields(db: Knex, mobile: string, email: string) {
  const rows = await db('users').where({ mobile }).orWhereRaw('lower(email) = ?', [email]).select('mobile', 'email');
  const errors: Record<string, string> = {};
  if (rows.some((r) => r.mobile === mobile)) errors.mobile = 'This mobile number is already registered. Please sign in instead.';
  if (rows.some((r) => r.email?.toLowerCase() === email)) errors.email = 'This email address is already registered. Please sign in instead.';
  return errors;
}

const isUniqueViolation = (err: unknown, constraint: string) =>
  (err as { code?: string; constraint?: string }).code === '23505' && (err as { constraint?: string }).constraint === constraint;

/**
 * POST /user/register { name, mobile, email, referral_code?, source?, captcha_token? } →
 * 201 { status: true, message, otp_sent, user: { id, name, mobile: masked } }, then the sign-in code
 * goes to the mobile (verify with user/verifyOtp). 409 with field errors when mobile/email is taken.
 */
export function registerRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/user/register', async (req, res) => {
    const body = bodyOf(req);
    const ip = clientIp(req);
    const input = parseBody(registerSchema, body);
    await assertCaptcha(ctx, body, ip);
    await assertIpMaySend(ctx.db, ip, ctx.limits, input.mobile);

    const taken = await takenFields(ctx.db, input.mobile, input.email);
    if (Object.keys(taken).length) throw conflict('An account already uses these details.', taken);
    let referredBy: number | null = null;
    if (input.referral_code) {
      const referrer = await ctx.db('users').whereRaw('upper(referral_code) = ?', [input.referral_code]).first('id');
      if (!referrer) throw badRequest('This referral code is not valid.', { referral_code: 'This referral code is not valid.' });
      referredBy = referrer.id;
    }

    let user: { id: number; name: string; mobile: string; email: string; referral_code: string } | undefined;
    for (let attempt = 0; !user; attempt += 1) {
      try {
        user = await ctx.db.transaction(async (trx) => {
          const [row] = await trx('users').insert({
            name: input.name, mobile: input.mobile, email: input.email, role_id: ROLE.USER, account_type: 'customer',
            status: 1, referral_code: generateReferralCode(), referred_by_user_id: referredBy, registration_source: input.source,
          }).returning(['id', 'name', 'mobile', 'email', 'referral_code']);
          await writeAudit(trx, {
            actorUserId: row.id, actorRole: 'User', resource: 'customers', recordId: row.id, action: 'register',
            after: { name: row.name, mobile: maskPhone(row.mobile), email: maskEmail(row.email), referral_code: row.referral_code,
              referred_by_user_id: referredBy, registration_source: input.source },
          }, req);
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_referral_code_unique') && attempt < 5) continue;
        if (isUniqueViolation(err, 'users_mobile_unique') || isUniqueViolation(err, 'users_email_unique')) {
          throw conflict('An account already uses these details.', await takenFields(ctx.db, input.mobile, input.email));
        }
        throw err;
      }
    }

    const masked = maskPhone(user.mobile);
    let otpSent = true;
    let message = `Registration successful. We have sent a 6-digit code to ${masked}`;
    try {
      await sendOtp(ctx, { id: { field: 'mobile', value: user.mobile, channel: 'sms', masked }, purpose: 'login', ip, userId: user.id });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      otpSent = false;
      message = 'Registration successful, but we could not send a code just now. Please request a new code to sign in.';
    }
    res.status(201).json({ status: true, message, otp_sent: otpSent, user: { id: user.id, name: user.name, mobile: masked } });
  });

  return router;
}
