/**
 * GET  /api/admin/reset/sign-in?identifier=<mobile or email> | ?user_id=  (Customer · process) → SignInLockStatus
 * POST /api/admin/reset/sign-in { user_id, reason }                       (Customer · process) → SignInResetResult
 * See signInReset.ts for what a reset does. Refusals: 400 bad input or a deactivated account,
 * 403 a staff account or no permission, 404 nobody with that mobile/email/id.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { signedInCallOf } from '../callContext';
import type { AppContext } from '../context';
import { RESET_REASON_MAX, RESET_REASON_MIN, type SignInResetResult } from '../contracts/signInReset';
import { requireAccess } from './authenticate';
import { parseIdentifier } from './identifier';
import { bodyOf, isBlank, parseBody, parseField } from '../http/requestBody';
import { findMember, resetMemberSignIn, signInLockStatus } from './signInReset';
import { reason, refusal } from '../domain/errors';

/** The member a reset is about, by id (body `user_id`, or `?user_id=`); the OpenAPI contract states this same rule. */
export const userId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input == null ? 'Please choose the member.' : 'The member id must be a whole number.') })
    .int('The member id must be a whole number.')
    .positive('The member id must be a whole number.'),
);

/** What POST /admin/reset/sign-in reads (the OpenAPI contract states this same schema). */
export const resetBody = z.object({
  user_id: userId,
  reason: z
    .string({ error: (iss) => (iss.input == null ? 'Please give the reason for this reset.' : 'Enter the reason as text.') })
    .trim()
    .min(RESET_REASON_MIN, `Please give the reason for this reset (at least ${RESET_REASON_MIN} characters).`)
    .max(RESET_REASON_MAX, `The reason can have at most ${RESET_REASON_MAX} characters.`),
});

/** ?user_id= or ?identifier= (a mobile number or an email address). */
function memberQuery(req: Request) {
  const q = req.query as Record<string, unknown>;
  if (!isBlank(q.user_id)) return { userId: parseField(userId, q.user_id, 'user_id', 'The member id must be a whole number.') };
  if (isBlank(q.identifier) || typeof q.identifier !== 'string') {
    throw refusal('RESET_IDENTIFIER_REQUIRED', {}, { identifier: reason('RESET_IDENTIFIER_FIELD', {}) });
  }
  const raw = q.identifier.trim();
  try {
    const id = parseIdentifier(raw.includes('@') ? { email: raw } : { mobile: raw });
    return id.field === 'mobile' ? { mobile: id.value } : { email: id.value };
  } catch {
    throw refusal('RESET_IDENTIFIER_INVALID', {}, ['identifier']);
  }
}

export function signInResetRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/admin/reset/sign-in', requireAccess('Customer', 'process'), async (req, res) => {
    const member = await findMember(ctx.db, memberQuery(req));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await signInLockStatus(ctx.db, ctx.limits, member));
  });

  router.post('/admin/reset/sign-in', requireAccess('Customer', 'process'), async (req, res) => {
    const call = signedInCallOf(req);
    const input = parseBody(resetBody, bodyOf(req));
    const member = await findMember(ctx.db, { userId: input.user_id });
    const outcome = await resetMemberSignIn(ctx.db, ctx.limits, call, member, input.reason);
    const answer: SignInResetResult = {
      status: true,
      message: `Sign-in lock reset for ${member.name}: they can ask for a new code now.`,
      expired_codes: outcome.expired,
      released_codes: outcome.released,
      lock: await signInLockStatus(ctx.db, ctx.limits, member),
    };
    res.json(answer);
  });

  return router;
}
