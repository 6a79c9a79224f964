/**
 * A member's GSTIN watches (issue 10 §3): alerted by SMS/email when a case against a watched GSTIN is
 * verified, partly or fully settled (gstinWatches.ts). Members only; each sees only their own rows.
 *   GET    /api/member/watches          → GstinWatch[]
 *   POST   /api/member/watches { gstin } → 201 GstinWatch (200 with the existing one when already watched)
 *   DELETE /api/member/watches/:gstin   → 204 (404 when not watched)
 */
import { Router, type Request } from 'express';
import { writeAudit } from '../../audit/auditLog';
import { signedInCallOf, type SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import { gstinWatchInput, type GstinWatch } from '../../contracts/gstinWatches';
import { assertObjectBody } from '../../engine/writeInput';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { normaliseGstin } from '../../validation';

export const MAX_WATCHES = 200;

function memberCall(req: Request): SignedInCall {
  const call = signedInCallOf(req);
  if (call.who.roleType !== 'customer') throw forbidden('Only members can watch a GSTIN.');
  return call;
}

const asWatch = (r: { id: unknown; gstin: string; created_at: unknown }): GstinWatch => ({
  id: Number(r.id),
  gstin: r.gstin,
  created_at: new Date(r.created_at as string).toISOString(),
});

export function gstinWatchRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/member/watches', async (req, res) => {
    const call = memberCall(req);
    const rows = await ctx.db('gstin_watches').where({ user_id: call.who.userId }).orderBy('id', 'desc').limit(MAX_WATCHES);
    res.json(rows.map(asWatch));
  });

  router.post('/member/watches', async (req, res) => {
    const call = memberCall(req);
    const parsed = gstinWatchInput.safeParse(assertObjectBody(req.body));
    if (!parsed.success) {
      const m = parsed.error.issues[0]!.message;
      throw badRequest(m, { gstin: m });
    }
    const gstin = parsed.data.gstin;
    const answer = await ctx.db.transaction(async (trx) => {
      await trx.raw('SELECT 1 FROM users WHERE id = ? FOR UPDATE', [call.who.userId]);
      const existing = await trx('gstin_watches').where({ user_id: call.who.userId, gstin }).first();
      if (existing) return { status: 200, watch: asWatch(existing) };
      const [{ count }] = await trx('gstin_watches').where({ user_id: call.who.userId }).count({ count: '*' });
      if (Number(count) >= MAX_WATCHES)
        throw badRequest(`You can watch at most ${MAX_WATCHES} GSTINs.`, { gstin: `At most ${MAX_WATCHES}.` });
      const [row] = await trx('gstin_watches').insert({ user_id: call.who.userId, gstin }).returning('*');
      await writeAudit(trx, call, { resource: 'gstin-watches', recordId: row.id, action: 'create', after: { gstin } });
      return { status: 201, watch: asWatch(row) };
    });
    res.status(answer.status).json(answer.watch);
  });

  router.delete('/member/watches/:gstin', async (req, res) => {
    const call = memberCall(req);
    const gstin = normaliseGstin(String(req.params.gstin));
    const removed = await ctx.db.transaction(async (trx) => {
      const [row] = await trx('gstin_watches').where({ user_id: call.who.userId, gstin }).delete().returning('id');
      if (row) await writeAudit(trx, call, { resource: 'gstin-watches', recordId: row.id, action: 'delete', before: { gstin } });
      return row;
    });
    if (!removed) throw notFound('You are not watching this GSTIN.');
    res.status(204).end();
  });

  return router;
}
