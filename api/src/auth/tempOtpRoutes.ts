import { Router } from 'express';
import { z } from 'zod';
import { signedInCallOf } from '../callContext';
import type { AppContext } from '../context';
import { requireAccess } from './authenticate';
import { activeTempOtp, issueTempOtp } from './tempOtp';
import { bodyOf, parseBody } from '../http/requestBody';
import { refusal } from '../domain/errors';

const userIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input == null ? 'Please choose the user.' : 'The user id must be a whole number.') })
    .int('The user id must be a whole number.')
    .positive('The user id must be a whole number.'),
);

/** What POST /admin/save/TempOtp reads (the OpenAPI contract states this same schema). */
export const saveSchema = z.object({
  user_id: userIdSchema,
  reason: z
    .string({ error: (iss) => (iss.input == null ? 'Please give the reason for this code.' : 'Enter the reason as text.') })
    .trim()
    .min(3, 'Please give the reason for this code.')
    .max(300, 'The reason can have at most 300 characters.'),
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
    const input = parseBody(saveSchema, bodyOf(req));
    const created = await issueTempOtp(ctx.db, signedInCallOf(req), { userId: input.user_id, reason: input.reason });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: true, otp: created.code, expires_at: created.expiresAt });
  });

  router.get('/admin/getTempOTP/:id', requireAccess('Temporary OTP', 'detailView'), async (req, res) => {
    const raw = String(req.params.id);
    if (!/^\d{1,15}$/.test(raw)) throw refusal('USER_ID_WHOLE', {}, ['id']);
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
