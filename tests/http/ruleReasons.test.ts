/**
 * Issue 19 §5: the rules whose messages used to travel inside the generic FORM_RULE / RULE_CONFLICT /
 * RULE_REFUSED codes each answer a code of their own (ruleReason: the code whose English template is
 * the message, with its values as params) — never the FIELD_NOT_VALID fallback.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, wrongCodeMessage } from '../../api/src/contracts/accountMessages';
import { evidenceMissingMessage } from '../../api/src/contracts/caseFlowMessages';
import { DISPUTE_MESSAGES } from '../../api/src/contracts/caseNotices';
import { WALLET_TOP_UP_MESSAGES } from '../../api/src/contracts/checkout';
import { codeOfText, englishOf, ERROR_CATALOG, ruleReason } from '../../api/src/domain/errors';
import { deactivationMoveRefusal } from '../../api/src/domain/accountDeactivation/deactivationRules';
import { mismatchMessage, registrationRefusal } from '../../api/src/domain/businesses/memberBusinessRules';
import { updateRefusal } from '../../api/src/domain/businessTransactions/transactionRules';
import { paymentRefusal } from '../../api/src/domain/settlements/settlementFlowRules';
import { settlementRequestProblem } from '../../api/src/domain/settlements/settlementRequestRules';
import { mayAssignRole, mayChangeRole, mayManageAccount } from '../../api/src/domain/staffAccess/roleGrants';
import { GSTIN_MESSAGES, MONEY_MESSAGES } from '../../api/src/validation';

/** Each message names its own code, and that code's English with the params found is the message again. */
function expectOwnCode(message: string) {
  const r = codeOfText(message);
  expect(r, message).toBeDefined();
  expect(r!.code, message).not.toBe('FIELD_NOT_VALID');
  expect(englishOf(r!), message).toBe(message);
}

describe('rule messages have their own codes', () => {
  it('the shared form rules: GSTIN, money, wallet top-up, dispute statement, sign-in codes', () => {
    for (const m of [
      ...Object.values(GSTIN_MESSAGES),
      ...Object.values(MONEY_MESSAGES),
      ...Object.values(WALLET_TOP_UP_MESSAGES),
      ...Object.values(DISPUTE_MESSAGES),
      ACCOUNT_MESSAGES.codeNotValid,
      ACCOUNT_MESSAGES.codeExpired,
      wrongCodeMessage(1),
      wrongCodeMessage(3),
    ])
      expectOwnCode(m);
    expect(ruleReason(wrongCodeMessage(3))).toEqual({ code: 'OTP_CODE_WRONG', params: { attempts: 3 } });
  });

  it('the settlement rules, with their amounts as params', () => {
    const request = (status: string) => ({ status, amount: '1000.00', paid_amount: '0' });
    const refusals = [
      paymentRefusal(request('rejected'), [], 100_000, 100),
      paymentRefusal(request('settled'), [], 100_000, 100),
      paymentRefusal(request('initialised'), [], 100_000, 100),
      paymentRefusal(request('confirmed'), ['reporter'], 100_000, 100),
      paymentRefusal(request('confirmed'), ['reporter', 'defaulter'], 100_000, 0),
      paymentRefusal(request('confirmed'), ['reporter', 'defaulter'], 100_000, 999_999_00),
    ];
    for (const r of refusals) expectOwnCode(r!.message);
    expect(ERROR_CATALOG[ruleReason(refusals[0]!.message).code].kind).toBe('conflict');
    expect(ERROR_CATALOG[ruleReason(refusals[4]!.message).code].kind).toBe('invalid');
    const open = { status: 'verified', due_amount: '5000.00', settled_amount: '0', write_off_amount: '0' };
    const problems = [
      settlementRequestProblem({ ...open, status: 'rejected' } as never, { amount: '1', mode: 'partial' }),
      settlementRequestProblem({ ...open, settled_amount: '5000.00' } as never, { amount: '1', mode: 'partial' }),
      settlementRequestProblem(open as never, { amount: '9000', mode: 'partial' }),
      settlementRequestProblem(open as never, { amount: '100', mode: 'full' }),
      settlementRequestProblem(open as never, { amount: '5000', mode: 'partial' }),
    ];
    for (const p of problems) expectOwnCode(p!.message);
    expect(ruleReason(problems[2]!.message)).toEqual({ code: 'SETTLEMENT_ABOVE_OUTSTANDING', params: { outstanding: '₹5,000.00' } });
  });

  it('staff roles, deactivation moves, consented transactions, GST names, evidence', () => {
    const granter = { isSuperAdmin: false, roleId: 5, permissions: new Map() };
    const wanted = new Map([['Customer', new Set(['listView'])]]) as never;
    for (const d of [
      mayAssignRole(granter, 1, wanted),
      mayAssignRole(granter, 7, wanted),
      mayManageAccount(granter, 1, wanted),
      mayManageAccount(granter, 7, wanted),
      mayChangeRole(granter, 1, wanted),
      mayChangeRole(granter, 5, wanted),
      mayChangeRole(granter, 7, wanted),
    ])
      if (!d.ok) expectOwnCode(d.message);
    const moves = [
      deactivationMoveRefusal('completed', 'cancelled', 'staff'),
      deactivationMoveRefusal('cancelled', 'confirmed', 'staff'),
      deactivationMoveRefusal('confirmed', 'requested', 'staff'),
      deactivationMoveRefusal('requested', 'confirmed', 'staff'),
      deactivationMoveRefusal('requested', 'completed', 'member'),
      deactivationMoveRefusal('requested', 'completed', 'staff'),
    ];
    for (const m of moves) expectOwnCode(m!);
    expectOwnCode(updateRefusal(true, { advance_paid: '10' }, { quantity: '2' })!.message);
    expectOwnCode(updateRefusal(true, { advance_paid: '10' }, { advance_paid: '5' })!.message);
    expectOwnCode(registrationRefusal('Cancelled')!);
    expectOwnCode(mismatchMessage('Ganesh', { legal_name: 'SHREE TRADERS', trade_name: 'SHREE TRADING CO' }));
    expect(ruleReason(mismatchMessage('Ganesh', { legal_name: 'SHREE TRADERS', trade_name: '' })).code).toBe('NAME_MISMATCH');
    expectOwnCode(evidenceMissingMessage(['invoice']));
  });

  it('answers FIELD_NOT_VALID for a text no code says', () => {
    expect(ruleReason('Some text no rule writes.')).toEqual({ code: 'FIELD_NOT_VALID', params: {} });
  });
});

describe('a case move refused by the state machine', () => {
  it('answers each of its messages with a code of its own', async () => {
    const { assertTransition } = await import('../../api/src/domain/defaulterCases/caseStateMachine');
    const amounts = { due_amount: '1000.00', settled_amount: '100.00' };
    const attempts: Array<() => void> = [
      () => assertTransition('processing', 'nope', {}, amounts),
      () => assertTransition('processing', 'full_settled', {}, amounts),
      () => assertTransition('rejected', 'processing', {}, amounts),
      () => assertTransition('verified', 'partial_settled', { note: 'x'.repeat(2001) }, amounts),
      () => assertTransition('verified', 'partial_settled', {}, amounts),
      () => assertTransition('verified', 'partial_settled', { settled_amount: '5000' }, amounts),
      () => assertTransition('verified', 'partial_settled', { settled_amount: '50' }, amounts),
      () => assertTransition('verified', 'full_settled', { settled_amount: '50' }, amounts),
    ];
    let refused = 0;
    for (const attempt of attempts) {
      try {
        attempt();
      } catch (err) {
        refused += 1;
        expectOwnCode((err as Error).message);
      }
    }
    expect(refused).toBeGreaterThanOrEqual(6);
  });
});

describe('a bulk GST list refused', () => {
  it('answers each of its problems with a code of its own', async () => {
    const { gstinsFromCsv, gstinsFromJson } = await import('../../api/src/domain/gst/bulkGstinInput');
    const refused = [
      gstinsFromJson({ gstins: [] }, 5),
      gstinsFromJson({ gstins: ['a', 'b', 'c', 'd', 'e', 'f'] }, 5),
      gstinsFromJson({}, 5),
      gstinsFromJson({ gstins: [1] }, 5),
      gstinsFromCsv('', 5),
      gstinsFromCsv('a,b\n1,2', 5),
    ];
    for (const r of refused) {
      expect(r.ok).toBe(false);
      if (!r.ok) expectOwnCode(r.message);
    }
    expect(ruleReason((refused[1] as { message: string }).message)).toEqual({ code: 'GST_BULK_TOO_MANY', params: { max: 5, count: 6 } });
  });
});
