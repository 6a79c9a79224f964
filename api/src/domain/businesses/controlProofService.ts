/**
 * A member proving they control one of their businesses (issue 18 §1): a code to the contact
 * registered with GST for its GSTIN (through the GstControlAdapter), typed back by the member. Bakaya's
 * own limits stand in front of any adapter: codes sent per network (assertIpMaySend) and failed
 * checks per network (assertIpMayVerify, counting the failures logged here), as for every other code;
 * the adapter adds the per-contact cool-down and windows and each code's failed-attempt lock.
 * The proof is written in one transaction with its audit row, for the GSTIN the code was sent for.
 */
import type { Knex } from 'knex';
import type { z } from 'zod';
import { updateAudited } from '../../audit/auditedWrite';
import { codeRefusal, refuse, assertIpMaySend, assertIpMayVerify } from '../../auth';
import type { SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import {
  CONTROL_PROOF_MESSAGES as M,
  controlCodeSentMessage,
  type controlCodeVerifyInput,
  type ControlCodeSent,
  type ControlProven,
} from '../../contracts/businessControl';
import { NoRegisteredContactError, type GstControlAdapter, sandboxGstControlAdapter } from '../gst';
import { refusal, renamedField } from '../errors';

type Db = Knex | Knex.Transaction;
/**
 * The adapter that proves control. Production never proves with the offline sandbox (it invents the registered
 * contact, so a proof would mean nothing): without a real provider it answers 503, unless GST_CONTROL=sandbox says
 * this is a staging site (as PAYMENT_GATEWAY=sandbox does for payments).
 */
function adapterOf(ctx: AppContext): GstControlAdapter {
  if (ctx.gstControl) return ctx.gstControl;
  if (ctx.production && process.env.GST_CONTROL !== 'sandbox') throw refusal('CONTROL_UNAVAILABLE', {});
  return sandboxGstControlAdapter(ctx);
}
const purposeOf = (businessId: number) => `control:${businessId}` as const;
/** How failed checks are logged: by GSTIN, never by the registered contact. */
const logIdentifier = (gstin: string) => `gstin:${gstin}`;

/** The caller's business that may be proven now (404 for another's; 400 inactive or not GST-verified; 409 already proven). */
async function businessToProve(db: Db, call: SignedInCall, businessId: number, lock = false) {
  const q = db('businesses')
    .where({ id: businessId, user_id: call.who.userId })
    .first('id', 'gstin', 'status', 'gst_verified_at', 'control_proven_at');
  if (lock) q.forNoKeyUpdate();
  const b = await q;
  if (!b) throw refusal('BUSINESS_ID_UNKNOWN', { id: businessId });
  if (Number(b.status) !== 1) throw refusal('CONTROL_BUSINESS_INACTIVE', {});
  if (b.control_proven_at) throw refusal('CONTROL_ALREADY_PROVEN', {});
  if (!b.gst_verified_at) throw refusal('CONTROL_NOT_VERIFIED', {});
  return { id: Number(b.id), gstin: String(b.gstin) };
}

/** POST /api/businesses/:id/control-proof/send. */
export async function sendControlCode(ctx: AppContext, call: SignedInCall, businessId: number): Promise<ControlCodeSent> {
  const b = await businessToProve(ctx.db, call, businessId);
  await assertIpMaySend(ctx.db, call.ip, ctx.limits, logIdentifier(b.gstin));
  try {
    const sent = await adapterOf(ctx).sendCode({ gstin: b.gstin, purpose: purposeOf(b.id), userId: call.who.userId, ip: call.ip });
    return {
      status: true,
      message: controlCodeSentMessage(sent.masked, b.gstin),
      channel: sent.channel,
      masked: sent.masked,
      expires_in: sent.expiresIn,
      resend_in: sent.resendIn,
    };
  } catch (err) {
    if (err instanceof NoRegisteredContactError) throw refusal('CONTROL_NO_CONTACT', {});
    throw err;
  }
}

/** POST /api/businesses/:id/control-proof/verify { code }: a right code proves control of this business's GSTIN. */
export async function verifyControlCode(
  ctx: AppContext,
  call: SignedInCall,
  businessId: number,
  { code }: z.output<typeof controlCodeVerifyInput>,
): Promise<ControlProven> {
  const b = await businessToProve(ctx.db, call, businessId);
  const identifier = logIdentifier(b.gstin);
  await assertIpMayVerify(ctx.db, call.ip, ctx.limits, identifier, 'CONTROL_NETWORK_WRONG');
  const req = { gstin: b.gstin, purpose: purposeOf(b.id), userId: call.who.userId, ip: call.ip };
  let result;
  try {
    result = await adapterOf(ctx).checkCode({ ...req, code });
  } catch (err) {
    if (err instanceof NoRegisteredContactError) throw refusal('CONTROL_NO_CONTACT', {});
    throw err;
  }
  if (result.kind !== 'ok') {
    const { reason, detail, error } = codeRefusal(result);
    const named = renamedField(error, 'otp', 'code');
    throw await refuse(ctx.db, { identifier, userId: call.who.userId, ip: call.ip, reason, detail }, named);
  }
  return ctx.db.transaction(async (trx) => {
    const now = await businessToProve(trx, call, businessId, true);
    // The code was sent for the GSTIN read above: a GSTIN changed since is not proven by it.
    if (now.gstin !== b.gstin) throw refusal('CONTROL_GSTIN_CHANGED', {});
    const after = await updateAudited<{ gstin: string; control_proven_at: string | Date }>(
      trx,
      call,
      'businesses',
      Number(b.id),
      { control_proven_at: trx.fn.now(), control_proof_method: 'gst_otp', updated_at: trx.fn.now() },
      {
        resource: 'businesses',
        action: 'prove_control',
        before: { control_proven_at: null },
        returning: ['id', 'gstin', 'control_proven_at', 'control_proof_method'],
        shown: (row) => ({
          gstin: row.gstin,
          control_proven_at: row.control_proven_at,
          control_proof_method: 'gst_otp',
          adapter: adapterOf(ctx).name,
        }),
      },
    );
    return {
      message: M.proven,
      business_id: b.id,
      gstin: b.gstin,
      control_proven_at: new Date(after.control_proven_at).toISOString(),
      control_proof_method: 'gst_otp',
    };
  });
}
