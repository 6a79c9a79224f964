/**
 * A member adding a business through the generic POST /api/businesses (the engine's one write
 * pipeline: the owner is already forced to the caller, the fields validated). This hook adds what
 * only a member's add needs: the GSTIN must be free, found by the GST look-up and Active; legal
 * name, PAN and state come from the GST records; an entered name that differs from the registered
 * one is refused unless the member confirms it (the business is then flagged for staff). The first
 * business a member adds becomes their active one.
 *
 * Staff adding a business for a member are not held to this (they verify it with a GST hit).
 */
import { sidePool } from '../../db/sidePool';
import { activateFirstBusiness } from '../accounts';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { sandboxGstAdapter, memberLookup, recentMemberLookup } from '../gst';
import { duplicateRefusal, holderOf, memberBusinessRow, nameMismatches, registrationRefusal } from './memberBusinessRules';
import type { GstinDetails } from '../../contracts/gstHit';
import { refuse } from '../../engine/hookRules';
import { DomainError, refusal as domainRefusal, ruleReason, ruleRefusal } from '../errors';

type Row = Record<string, unknown>;

/** 409 when someone already holds the GSTIN (saying nothing about who, when it is someone else). */
export async function assertGstinFree(h: Pick<HookContext, 'trx'>, gstin: string, userId: number): Promise<void> {
  const held = await h.trx('businesses').where({ gstin }).first('user_id', 'status');
  const holder = holderOf(held?.user_id, userId);
  if (!holder) return;
  const refusal = duplicateRefusal(holder, Number(held.status) === 1);
  throw domainRefusal(refusal.code, {}, ['gstin'], { details: refusal.extra });
}

/** The registration: the member's look-up of the last minutes, else a new one (logged on the side pool, so it stays logged whatever this write does). */
async function registrationOf(h: HookContext, gstin: string): Promise<GstinDetails> {
  const recent = await recentMemberLookup(h.trx, h.principal.userId, gstin);
  if (recent) return recent;
  try {
    return await memberLookup(sidePool(h.app.db), h.app.gst ?? sandboxGstAdapter, h.call, gstin);
  } catch (err) {
    // On a form, "GST does not know this number" belongs under the GSTIN field.
    if (err instanceof DomainError && err.code === 'GST_REGISTRATION_UNKNOWN')
      throw domainRefusal('GST_REGISTRATION_UNKNOWN_ON_FORM', { gstin: err.params.gstin ?? gstin }, ['gstin']);
    throw err;
  }
}

export async function stateIdOf(h: Pick<HookContext, 'trx'>, gstCode: string): Promise<number | undefined> {
  const row = await h.trx('states').where({ gst_code: gstCode }).first('id');
  return row ? Number(row.id) : undefined;
}

async function memberCreate(data: Row, h: HookContext): Promise<Row> {
  const gstin = String(data.gstin);
  await assertGstinFree(h, gstin, h.principal.userId);
  const details = await registrationOf(h, gstin);
  const refusal = registrationRefusal(details.status);
  if (refusal) refuse('gstin', refusal);
  const mismatches = nameMismatches(data, details);
  const confirmed = data.name_mismatch_confirmed === true;
  if (mismatches.length && !confirmed) {
    const fields = Object.fromEntries(mismatches.map((m) => [m.field, m.message]));
    const details_ = { name_mismatch: true, registered: { legal_name: details.legal_name, trade_name: details.trade_name } };
    throw mismatches.length === 1
      ? ruleRefusal(mismatches[0]!.message, fields, { details: details_ })
      : domainRefusal('FIX_FIELDS', {}, Object.fromEntries(mismatches.map((m) => [m.field, ruleReason(m.message)])), { details: details_ });
  }
  return memberBusinessRow(data, details, await stateIdOf(h, details.state_code), mismatches.length > 0, new Date());
}

/** The first business a member adds becomes their active one (audited like any change of it). */
async function activateFirst(after: Row, h: HookContext): Promise<void> {
  const userId = h.principal.userId;
  await activateFirstBusiness(h.trx, h.call, userId, after.id as number);
}

export const memberRegistration: ResourceHooks = {
  beforeCreate: (data, h) => (h.principal.roleType === 'customer' ? memberCreate(data, h) : undefined),
  afterWrite: async (action, after, _before, h) => {
    if (action === 'create' && h.principal.roleType === 'customer') await activateFirst(after, h);
  },
};
