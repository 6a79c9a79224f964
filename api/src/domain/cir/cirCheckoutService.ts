/**
 * Paying for a credit report through the gateway's checkout (issue 11 §2): POST /api/cir/checkout
 * { business_id, gstin, purpose } with an Idempotency-Key, when the report is priced at the plan's
 * fee and the wallet cannot pay it all. An order with purpose 'cir' carries the request
 * (orders.request); the wallet's balance is applied first (held, as the plan checkout holds it) and
 * the gateway collects the rest (payments/checkoutOrder.ts). The report is made when the gateway's
 * "paid" is settled, in the same transaction as the journal and the GST invoice (cirOrderDelivery).
 *
 * Refused, nothing written: what the generate route refuses (another's business 404, bad input 400,
 * no plan 402), and a report that costs nothing to generate (one's own business, a free CIR of the
 * plan, a plan whose fee is 0: 409, generate it directly).
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import { type CirGenerateInput } from '../../contracts/cir';
import { refusal } from '../errors';
import { toPaise } from '../../validation/money';
import type { CheckoutKind, OrderDraft } from '../payments';
import { cirTerms } from './cirPricing';

/** The request as the order keeps it: another body under the same key is another order (409). */
const fingerprint = (input: CirGenerateInput) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(['cir', input.business_id, input.gstin, input.purpose]))
    .digest('hex');

async function cirDraft(trx: Knex.Transaction, call: SignedInCall, input: CirGenerateInput, now: Date): Promise<OrderDraft> {
  const userId = call.who.userId;
  const terms = await cirTerms(trx, userId, input, now);
  const { charge } = terms;
  if (terms.basis !== 'plan_fee' || charge.totalPaise === 0)
    throw refusal('CIR_NOTHING_TO_PAY', {}, undefined, { details: { reason: terms.basis } });
  const member = await trx('users').where({ id: userId }).first('wallet_balance');
  const walletPaise = Math.max(0, toPaise(String(member?.wallet_balance ?? '0')));
  return {
    purpose: 'cir',
    businessId: terms.business.id,
    // The plan whose GST rate the invoice uses, as for a report paid from the wallet.
    planVersionId: terms.planVersionId,
    amountPaise: charge.feePaise,
    discountPaise: 0,
    taxPaise: charge.gstPaise,
    totalPaise: charge.totalPaise,
    walletAppliedPaise: Math.min(walletPaise, charge.totalPaise),
    request: { business_id: terms.business.id, gstin: input.gstin, purpose: terms.purpose },
    note: `Credit report on ${input.gstin}`,
  };
}

/** POST /api/cir/checkout: the order, and where the browser goes (the gateway's page, or the result when the wallet paid it all). */
export const cirOrder: CheckoutKind<CirGenerateInput> = (input, call) => ({
  fingerprint: fingerprint(input),
  draft: (trx, now) => cirDraft(trx, call, input, now),
});
