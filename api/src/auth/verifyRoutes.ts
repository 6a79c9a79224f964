import { Router, type Request } from 'express';
import { writeAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { badRequest, tooManyRequests } from '../http/httpError';
import { clientIp, userAgentOf } from './clientIp';
import { findUserByIdentifier, parseIdentifier, type Identifier, type SignInUser } from './identifier';
import { refuse, type RestrictionEntry } from './loginRestrictionLog';
import { checkChallenge } from './otpChallenge';
import { otpSchema } from './otpCode';
import { assertIpMayVerify } from './rateLimit';
import { bodyOf, parseField } from './requestBody';
import { assertMaySignIn } from './signInGuard';
import { consumeTempOtp } from './tempOtp';
import { issueToken } from './tokens';
import { loadUserDetails } from './userDetails';

const LOCKED = 'Too many wrong codes. Please request a new code.';

/**
 * POST /user/verifyOtp { mobile | email, otp } → { status: true, message: 'Signed in', token, expires_at, user }.
 * Accepts the latest SMS/email code or, for customers, an active temporary OTP issued by staff.
 * The account checks of sendotp (active, admin IP rules) apply again here.
 */
export function verifyRoutes(ctx: AppContext) {
  const router = Router();

  async function signIn(req: Request, user: SignInUser, ip: string | null) {
    await ctx.db('users').where({ id: user.id }).update({ last_login_at: ctx.db.fn.now() });
    const { token, expiresAt } = await issueToken(ctx.db, user, { ip: ip ?? undefined, userAgent: userAgentOf(req) });
    return { status: true, message: 'Signed in', token, expires_at: expiresAt, user: await loadUserDetails(ctx.db, user.id) };
  }

  async function refuseCode(id: Identifier, user: SignInUser, ip: string | null, reason: RestrictionEntry['reason'], status: 400 | 429, message: string, detail?: string) {
    const error = status === 429 ? tooManyRequests(message) : badRequest(message, { otp: message });
    return refuse(ctx.db, { identifier: id.value, userId: user.id, ip, reason, detail: detail ?? message }, error);
  }

  router.post('/user/verifyOtp', async (req, res) => {
    const body = bodyOf(req);
    const ip = clientIp(req);
    const id = parseIdentifier(body);
    const code = parseField(otpSchema, body.otp, 'otp', 'Please enter the 6-digit code we sent you.');
    await assertIpMayVerify(ctx.db, ip, ctx.limits, id.value);
    const user = await assertMaySignIn(ctx.db, id, await findUserByIdentifier(ctx.db, id), ip);

    // Temporary support OTPs are for customers only (see tempOtpRoutes.ts).
    const temp = user.role_type === 'customer' ? await consumeTempOtp(ctx.db, user.id, code, ctx.limits.otpMaxFailedAttempts) : undefined;
    if (temp) {
      await writeAudit(ctx.db, {
        actorUserId: user.id, actorRole: user.role_name, resource: 'temp_otps', recordId: temp.id,
        action: 'temp_otp_login', after: { user_id: user.id, created_by: temp.created_by },
      }, req);
      res.json(await signIn(req, user, ip));
      return;
    }

    const result = await checkChallenge(ctx.db, { identifier: id.value, purpose: 'login', code, maxFailed: ctx.limits.otpMaxFailedAttempts });
    switch (result.kind) {
      case 'ok':
        res.json(await signIn(req, user, ip));
        return;
      case 'none':
        throw await refuseCode(id, user, ip, 'otp_wrong', 400, 'This code is not valid. Please request a new one.', 'no pending code');
      case 'locked':
        throw await refuseCode(id, user, ip, 'otp_locked', 429, LOCKED);
      case 'expired':
        throw await refuseCode(id, user, ip, 'otp_expired', 400, 'This code has expired. Please request a new one.');
      case 'wrong':
        if (result.nowLocked) throw await refuseCode(id, user, ip, 'otp_wrong', 429, LOCKED, 'wrong code; challenge locked');
        throw await refuseCode(id, user, ip, 'otp_wrong', 400,
          `The code is not correct. You have ${result.attemptsLeft} attempt${result.attemptsLeft === 1 ? '' : 's'} left.`);
    }
  });

  return router;
}
