import { Router } from 'express';
import { signedInCallOf } from '../callContext';
import type { AppContext } from '../context';
import { assertCaptcha } from './captcha';
import { clientIp } from './clientIp';
import { findUserByIdentifier, parseIdentifier } from './identifier';
import { contactChangeCodesOf, sendContactChangeCode, verifyContactChangeCode } from './contactChangeCodes';
import { hasPendingChallenge } from './otpChallenge';
import { assertIpMaySend } from './rateLimit';
import { bodyOf } from '../http/requestBody';
import { sendOtp } from './sendOtp';
import { assertMaySignIn, logUnknownAccount } from './signInGuard';
import { requireFullSession } from './sessionKind';
import { refusal } from '../domain/errors';

/**
 * Sending codes (spec §7 "User"); bodies may be JSON or urlencoded forms.
 *  POST /user/sendotp        { mobile | email, captcha_token? } → sign-in code to an existing, active account
 *       (an identifier no account uses gets the same answer and nothing is sent: no account enumeration)
 *  POST /user/resentLoginOtp { mobile | email, captcha_token? } → a fresh sign-in code when one was requested
 *  POST /user/sendupdateotp  { mobile | email, captcha_token? } (signed in) → a code to a new mobile/email of the
 *       caller and another to their current one (contactChangeCodes.ts): …, current_masked
 *  POST /user/verifyupdateotp { mobile | email, otp, current_otp } (signed in) → checks both codes and makes it the
 *       caller's primary mobile/email: { status: true, message, user }
 * The contact calls refuse a support session (auth/sessionKind.ts).
 * The send calls answer { status: true, message: 'We have sent a 6-digit code to xxxxxxxx10', masked, expires_in, resend_in }.
 */
export function otpRoutes(ctx: AppContext) {
  const router = Router();

  async function sendLoginCode(body: Record<string, unknown>, ip: string | null, resend: boolean) {
    const id = parseIdentifier(body);
    await assertCaptcha(ctx, body, ip);
    await assertIpMaySend(ctx.db, ip, ctx.limits, id.value);
    const found = await findUserByIdentifier(ctx.db, id);
    // An identifier no account uses is answered as an account is (same status, body and limits), but sent nothing.
    if (found) await assertMaySignIn(ctx.db, id, found, ip);
    else await logUnknownAccount(ctx.db, id, ip);
    if (resend && !(await hasPendingChallenge(ctx.db, id.value, 'login'))) {
      throw refusal('NO_CODE_REQUESTED', {}, [id.field]);
    }
    return sendOtp(ctx, { id, purpose: 'login', ip, userId: found?.id ?? null });
  }

  router.post('/user/sendotp', async (req, res) => {
    res.json(await sendLoginCode(bodyOf(req), clientIp(req), false));
  });

  router.post('/user/resentLoginOtp', async (req, res) => {
    res.json(await sendLoginCode(bodyOf(req), clientIp(req), true));
  });

  router.post('/user/sendupdateotp', requireFullSession, async (req, res) => {
    const body = bodyOf(req);
    res.json(await sendContactChangeCode(ctx, signedInCallOf(req), parseIdentifier(body), body));
  });

  router.post('/user/verifyupdateotp', requireFullSession, async (req, res) => {
    const call = signedInCallOf(req); // 401 before any input is looked at
    const body = bodyOf(req);
    const id = parseIdentifier(body);
    res.json(await verifyContactChangeCode(ctx, call, id, contactChangeCodesOf(body)));
  });

  return router;
}
