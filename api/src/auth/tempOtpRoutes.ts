import { Router } from 'express';
import { z } from 'zod';
import { writeAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { HttpError, badRequest, notFound } from '../http/httpError';
import { principalOf, requireAccess } from './authenticate';
import { activeTempOtp, createTempOtp } from './tempOtp';
import { bodyOf, parseBody } from './requestBody';

const userIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: (iss) => (iss.input == null ? 'Please choose the user.' : 'The user id must be a whole number.') })
    .int('The user id must be a whole number.').positive('The user id must be a whole number.'),
);

const saveSchema = z.object({
  user_id: userIdSchema,
  reason: z.string({ error: (iss) => (iss.input == null ? 'Please give the reason for this code.' : 'Enter the reason as text.') })
    .trim().min(3, 'Please give the reason for this code.').max(300, 'The reason can have at most 300 characters.'),
});

/**
 * Temporary OTP for support sign-in (admin Settings → otp):
 *  POST /admin/save/TempOtp { user_id, reason } (Temporary OTP: process) →
 *       { status: true, otp, expires_at } — the code is shown this once; 30 minutes, single use,
 *       and a new code supersedes the user's older unused ones.
 *  GET  /admin/getTempOTP/:id (user id; Temporary OTP: detailView) →
 *       { status: true, active, expires_at, created_by, created_at } — never the code: codes are
 *       stored only as keyed hashes (like passwords), so nobody, staff included, can read one back.
 * Codes are for customer accounts only: a staff account signing in on a code made by another
 * staff member would bypass that account's own OTP and let permissions be borrowed.
 */
export function tempOtpRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/admin/save/TempOtp', requireAccess('Temporary OTP', 'process'), async (req, res) => {
    const principal = principalOf(req);
    const input = parseBody(saveSchema, bodyOf(req));
    const user = await ctx.db('users as u').join('roles as r', 'r.id', 'u.role_id').where('u.id', input.user_id)
      .first('u.id', 'u.status', 'r.role_type');
    if (!user) throw notFound('No user has this id.');
    if (user.role_type !== 'customer') throw new HttpError(403, 'Temporary codes can be made only for customer accounts.');
    if (user.status !== 1) throw badRequest('This account is deactivated, so a temporary code would not let it sign in.', { user_id: 'This account is deactivated.' });

    const created = await ctx.db.transaction(async (trx) => {
      const t = await createTempOtp(trx, { userId: user.id, createdBy: principal.userId, reason: input.reason });
      await writeAudit(trx, {
        actorUserId: principal.userId, actorRole: principal.roleName, resource: 'temp_otps', recordId: t.id,
        action: 'temp_otp_create', after: { user_id: user.id, reason: input.reason, expires_at: t.expiresAt },
      }, req);
      return t;
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: true, otp: created.code, expires_at: created.expiresAt });
  });

  router.get('/admin/getTempOTP/:id', requireAccess('Temporary OTP', 'detailView'), async (req, res) => {
    const raw = String(req.params.id);
    if (!/^\d{1,15}$/.test(raw)) throw badRequest('The user id must be a whole number.', { id: 'The user id must be a whole number.' });
    const active = await activeTempOtp(ctx.db, Number(raw));
    res.json({
      status: true,
      active: Boolean(active),
      expires_at: active?.expires_at ?? null,
      created_by: active?.created_by ?? null,
      created_at: active?.created_at ?? null,
    });
  });

  return router;
}
