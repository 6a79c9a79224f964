/**
 * Spec §7 "User" calls about the signed-in member's own account. They answer `{ status: true, data,
 * message? }`, and on any failure spec §8's failure object with the HTTP status of the error
 * (http/failureObject.ts). Reads and writes go through the engine on the caller's own account
 * (ownAccountCall), so the registry's field rules, hooks and audit apply.
 *  GET  /user/save/mobile/:id                 → { id, mobile } of an account the caller may read
 *  POST /user/update { name?, secondary_email?, secondary_mobile? } → the updated user details
 *  POST /add/user/details { secondary_email?, secondary_mobile? } → adds only details not set yet
 *  POST /remove/use_email                     → removes the secondary email
 *  POST /get/user/details/addupdate/reason    → { complete, missing: [{ field, reason, call }] }
 *  POST /get/user/isAbleToUpgrade/check       → { able, reason, current_plan } (members only)
 *  POST /email/verify/sentotp { email }       → codes to the NEW address and the current contact (as user/sendupdateotp)
 *  POST /email/otp/verify { email, otp, current_otp } → makes it the primary email (as user/verifyupdateotp)
 * The writes refuse a support session (auth/sessionKind.ts).
 */
import { Router, type Request } from 'express';
import { principalOf } from '../../auth/authenticate';
import { contactChangeCodesOf, sendContactChangeCode, verifyContactChangeCode } from '../../auth/contactChangeCodes';
import { parseEmailIdentifier } from '../../auth/identifier';
import { bodyOf } from '../../http/requestBody';
import { loadUserDetails } from '../../auth/userDetails';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { accountResourceName } from './accountKind';
import { detailsToAdd, missingDetails, pickFields, PROFILE_FIELDS } from './memberProfile';
import { upgradeDecision, loadUpgradeFacts } from '../membership';
import { callFor, idOf } from '../../engine/requestCall';
import { getRecord, updateRecord } from '../../engine/resourceService';
import { failureObject, ok } from '../../http/failureObject';
import { ownAccountCall, resource } from '../../engine/engineCalls';
import { requireFullSession } from '../../auth/sessionKind';
import { refusal } from '../errors';

const NONE = {};

/** An account the caller may read: their own; for staff, any account their role may open (Customer / Admin Users → detailView). */
async function readableAccount(ctx: AppContext, req: Request, id: number) {
  const principal = principalOf(req);
  if (id === principal.userId) {
    const own = ownAccountCall(ctx, req, 'show');
    return getRecord(own.r, own.id, own.call);
  }
  // A member's scope is their own row: another id answers 404, whoever it belongs to.
  const name = principal.roleType === 'admin' ? await accountResourceName(ctx.db, id) : 'customers';
  if (!name) throw refusal('ACCOUNT_ID_UNKNOWN', { id });
  const r = resource(name);
  return getRecord(r, id, callFor(ctx, req, r, 'show'));
}

async function updateOwnAccount(ctx: AppContext, req: Request, change: Record<string, unknown>) {
  const { r, id, call } = ownAccountCall(ctx, req, 'edit');
  await updateRecord(r, id, change, call);
  return loadUserDetails(ctx.db, id);
}

export function memberAccountRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/user/save/mobile/:id', failureObject(NONE), async (req, res) => {
    const account = await readableAccount(ctx, req, idOf(req));
    res.json(ok({ id: account.id, mobile: account.mobile ?? null }));
  });

  router.post('/user/update', failureObject(NONE), requireFullSession, async (req, res) => {
    principalOf(req);
    const change = pickFields(bodyOf(req), PROFILE_FIELDS);
    res.json(ok(await updateOwnAccount(ctx, req, change), { message: 'Your profile is updated.' }));
  });

  router.post('/add/user/details', failureObject(NONE), requireFullSession, async (req, res) => {
    const { r, id, call } = ownAccountCall(ctx, req, 'show');
    const change = detailsToAdd(await getRecord(r, id, call), bodyOf(req));
    res.json(ok(await updateOwnAccount(ctx, req, change), { message: 'Your details are added.' }));
  });

  router.post('/remove/use_email', failureObject(NONE), requireFullSession, async (req, res) => {
    const { r, id, call } = ownAccountCall(ctx, req, 'show');
    const current = await getRecord(r, id, call);
    if (!current.secondary_email) throw refusal('NO_SECONDARY_EMAIL', {});
    res.json(ok(await updateOwnAccount(ctx, req, { secondary_email: null }), { message: 'Your secondary email is removed.' }));
  });

  router.post('/get/user/details/addupdate/reason', failureObject(NONE), async (req, res) => {
    const { r, id, call } = ownAccountCall(ctx, req, 'show');
    res.json(ok(missingDetails(await getRecord(r, id, call))));
  });

  router.post('/get/user/isAbleToUpgrade/check', failureObject(NONE), async (req, res) => {
    const principal = principalOf(req);
    if (principal.roleType !== 'customer') throw refusal('PLANS_MEMBERS_ONLY', {});
    const { currentPlan, ...facts } = await loadUpgradeFacts(ctx.db, principal.userId);
    res.json(ok({ ...upgradeDecision(facts), current_plan: currentPlan }));
  });

  router.post('/email/verify/sentotp', failureObject(NONE), requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const body = bodyOf(req);
    const sent = await sendContactChangeCode(ctx, call, parseEmailIdentifier(body), body);
    const data = { masked: sent.masked, current_masked: sent.current_masked, expires_in: sent.expires_in, resend_in: sent.resend_in };
    res.json(ok(data, { message: sent.message }));
  });

  router.post('/email/otp/verify', failureObject(NONE), requireFullSession, async (req, res) => {
    const call = signedInCallOf(req);
    const body = bodyOf(req);
    const id = parseEmailIdentifier(body);
    const done = await verifyContactChangeCode(ctx, call, id, contactChangeCodesOf(body));
    res.json(ok(done.user, { message: done.message }));
  });

  return router;
}
