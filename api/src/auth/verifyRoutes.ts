import { Router, type Request } from 'express';
import { callContextOf, type CallContext } from '../callContext';
import type { AppContext } from '../context';
import { userAgentOf } from './clientIp';
import { codeRefusal } from './codeRefusal';
import { findUserByIdentifier, parseIdentifier, type SignInUser } from './identifier';
import { refuse } from './loginRestrictionLog';
import { checkChallenge } from './otpChallenge';
import { otpSchema } from './otpCode';
import { assertIpMayVerify } from './rateLimit';
import { bodyOf, parseField } from '../http/requestBody';
import { completeSignIn } from './signIn';
import { assertMaySignIn } from './signInGuard';
import { redeemTempOtp } from './tempOtp';

/**
 * POST /user/verifyOtp { mobile | email, otp } → { status: true, message: 'Signed in', token, expires_at, user }, plus
 * `temporary: true` when the code was a temporary support OTP issued by staff.
 * Accepts the latest SMS/email code or, for customers, an active temporary OTP issued by staff.
 * The account checks of sendotp (active, admin IP rules) apply again here; an identifier no account
 * uses is answered as a wrong code is.
 */
export function verifyRoutes(ctx: AppContext) {
  const router = Router();

  async function signIn(req: Request, call: CallContext, user: SignInUser, tempOtpId?: number) {
    const { token, expiresAt, user: details } = await completeSignIn(ctx.db, call, user, { userAgent: userAgentOf(req), tempOtpId });
    return { status: true, message: 'Signed in', token, expires_at: expiresAt, user: details };
  }

  router.post('/user/verifyOtp', async (req, res) => {
    const body = bodyOf(req);
    const call = callContextOf(req);
    const { ip } = call;
    const id = parseIdentifier(body);
    const code = parseField(otpSchema, body.otp, 'otp', 'Please enter the 6-digit code we sent you.');
    await assertIpMayVerify(ctx.db, ip, ctx.limits, id.value);
    const found = await findUserByIdentifier(ctx.db, id);
    if (!found) {
      // As an account's wrong code (issue 18 §14): the code sendotp stored for nobody counts the tries and locks.
      const result = await checkChallenge(ctx.db, {
        identifier: id.value,
        purpose: 'login',
        code,
        maxFailed: ctx.limits.otpMaxFailedAttempts,
      });
      const { reason, detail, error } = codeRefusal(result.kind === 'ok' ? { kind: 'none' } : result);
      throw await refuse(ctx.db, { identifier: id.value, ip, reason, detail }, error);
    }
    const user = await assertMaySignIn(ctx.db, id, found, ip);

    // Temporary support OTPs are for customers only (see tempOtpRoutes.ts).
    const temp = user.role_type === 'customer' ? await redeemTempOtp(ctx.db, call, user, code, ctx.limits.otpMaxFailedAttempts) : undefined;
    if (temp) {
      // A support session (recorded on its sessions row: auth/sessionKind.ts), marked so the apps keep it
      // apart from the member's own (spec §4's temporary login mode).
      res.json({ ...(await signIn(req, call, user, temp.id)), temporary: true });
      return;
    }

    const result = await checkChallenge(ctx.db, {
      identifier: id.value,
      purpose: 'login',
      code,
      maxFailed: ctx.limits.otpMaxFailedAttempts,
    });
    if (result.kind === 'ok') {
      res.json(await signIn(req, call, user));
      return;
    }
    const { reason, detail, error } = codeRefusal(result);
    throw await refuse(ctx.db, { identifier: id.value, userId: user.id, ip, reason, detail }, error);
  });

  return router;
}
