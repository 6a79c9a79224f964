/**
 * GET  /api/defaulter-cases/:id/transitions  (Defaulter · detailView) → { status, allowed: [{ to, label, needs_note, … }] }
 * POST /api/defaulter-cases/:id/transition   (Defaulter · process)    { to, note?, settled_amount? } → the updated case
 *
 * The only way a case's status changes. Refusals: 400 bad input (missing note, bad amount, unknown
 * status), 409 a move the case's current status does not allow, 404 unknown case.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAccess } from '../../auth/authenticate';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { env } from '../../config/env';
import { caseNoticeEffects, deliverCaseMessagesNow } from '../caseNotices';
import { CaseTransitionError } from './caseStateMachine';
import { CaseNotFoundError, caseTransitionOptions, transitionCase } from './caseTransitions';
import { refusal, ruleRefusal } from '../errors';

const body = z.strictObject(
  {
    to: z
      .string({ error: 'Say which status the case should move to (to).' })
      .trim()
      .min(1, 'Say which status the case should move to (to).'),
    note: z.string({ error: 'The note must be text.' }).max(2000, 'The note can be at most 2000 characters.').nullish(),
    settled_amount: z
      .union([z.string(), z.number()], { error: 'The settled amount must be an amount in rupees, like 25000.50.' })
      .nullish(),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `Unknown field(s): ${iss.keys.join(', ')}. Send to, note and settled_amount only.`
        : 'Send a JSON object { to, note?, settled_amount? }.',
  },
);

function caseId(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw refusal('CASE_ID_UNKNOWN_QUOTED', { id: raw });
  return Number(raw);
}

function asHttpError(err: unknown): unknown {
  if (err instanceof CaseNotFoundError) return refusal('CASE_ID_UNKNOWN', { id: err.caseId });
  if (err instanceof CaseTransitionError)
    return ruleRefusal(err.message, err.field ? [err.field] : undefined, { kind: err.kind === 'state' ? 'conflict' : 'invalid' });
  return err;
}

export function caseTransitionRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/defaulter-cases/:id/transitions', requireAccess('Defaulter', 'detailView'), async (req, res) => {
    try {
      res.json(await caseTransitionOptions(ctx.db, caseId(req)));
    } catch (err) {
      throw asHttpError(err);
    }
  });

  router.post('/defaulter-cases/:id/transition', requireAccess('Defaulter', 'process'), async (req, res) => {
    const id = caseId(req);
    const parsed = body.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.length ? String(issue.path[0]) : undefined;
      throw ruleRefusal(issue.message, field ? [field] : undefined);
    }
    try {
      const outcome = await transitionCase(ctx.db, signedInCallOf(req), id, parsed.data, { effects: caseNoticeEffects });
      // Committed: the notice and any watch alerts go out now (the case-messages job retries failures).
      if (outcome.changed) await deliverCaseMessagesNow(ctx, env.publicOrigin);
      res.json(outcome.case);
    } catch (err) {
      throw asHttpError(err);
    }
  });

  return router;
}
