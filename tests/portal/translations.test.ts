/**
 * Issue 8 §1: every user-facing string of the portal exists in English and Hindi, and every message
 * the shared form rules can show (sign-in, registration, profile, business) has a Hindi translation.
 */
import {
  ACCOUNT_MESSAGES,
  BUSINESS_FORM_MESSAGES,
  CHECKOUT_MESSAGES,
  checkoutInput,
  CONTROL_PROOF_MESSAGES,
  contactMessageSchema,
  DEACTIVATION_DATA_EFFECTS,
  CIR_MESSAGES,
  cirSearchInput,
  REGISTRATION_MESSAGES,
  SIGN_IN_MESSAGES,
  WALLET_TOP_UP_MESSAGES,
  wrongCodeMessage,
} from '@bakaya/api/contracts';
import { EMAIL_MESSAGES, GSTIN_MESSAGES, MOBILE_MESSAGES } from '@bakaya/api/validation';
import { describe, expect, it } from 'vitest';
import { en } from '../../portal/src/i18n/en';
import { hi } from '../../portal/src/i18n/hi';
import { cirEn } from '../../portal/src/pages/cir/texts/cir.en';
import { cirHi } from '../../portal/src/pages/cir/texts/cir.hi';
import { caseFlowEn, caseFlowHi } from '../../portal/src/pages/cases/texts/caseFlowTexts';
import { orderResultEn } from '../../portal/src/pages/money/texts/orderResult.en';
import { orderResultHi } from '../../portal/src/pages/money/texts/orderResult.hi';
import { businessControlEn } from '../../portal/src/pages/businesses/texts/businessControl.en';
import { businessControlHi } from '../../portal/src/pages/businesses/texts/businessControl.hi';
import { profileEn } from '../../portal/src/pages/profile/texts/profile.en';
import { profileHi } from '../../portal/src/pages/profile/texts/profile.hi';
import { supportSessionEn } from '../../portal/src/session/texts/supportSession.en';
import { supportSessionHi } from '../../portal/src/session/texts/supportSession.hi';
import { walletEn } from '../../portal/src/pages/money/texts/wallet.en';
import { walletHi } from '../../portal/src/pages/money/texts/wallet.hi';
import { codeOfText } from '../../api/src/domain/errors';
import { hindiAnswerText } from '../../portal/src/i18n/answerTextsHi';
import { hindiError } from '../../portal/src/i18n/errors.hi';
import { FORM_RULE_MESSAGES_HI } from '../../portal/src/i18n/formRuleMessagesHi';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('portal translations', () => {
  // The credit report, case, wallet and payment result pages register their texts when loaded (pages/cir/texts/cirTexts.ts,
  // caseFlowTexts.ts, walletTexts.ts, orderResultTexts.ts, businessControlTexts.ts, supportSessionTexts.ts, profileTexts.ts): checked here all the same.
  const english = leaves({
    ...en,
    cir: cirEn,
    ...caseFlowEn,
    ...walletEn,
    ...orderResultEn,
    ...businessControlEn,
    ...supportSessionEn,
    ...profileEn,
  } as unknown as Tree);
  const hindi = leaves({
    ...hi,
    cir: cirHi,
    ...caseFlowHi,
    ...walletHi,
    ...orderResultHi,
    ...businessControlHi,
    ...supportSessionHi,
    ...profileHi,
  } as unknown as Tree);

  it('has the same keys in English and Hindi, none empty', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps every {{placeholder}} in both languages', () => {
    for (const [key, text] of english) expect(placeholders(hindi.get(key)!), key).toEqual(placeholders(text));
  });

  it('writes Hindi in Devanagari (a text identical to the English is allowed only for names and codes)', () => {
    const sameAllowed = new Set(['language.en', 'language.hi', 'businesses.gstin', 'businesses.pan']);
    for (const [key, text] of english) if (!sameAllowed.has(key)) expect(hindi.get(key), key).not.toBe(text);
  });

  it('translates every message of the shared form rules, keyed by their constants', () => {
    const messages = [
      SIGN_IN_MESSAGES,
      REGISTRATION_MESSAGES,
      BUSINESS_FORM_MESSAGES,
      WALLET_TOP_UP_MESSAGES,
      CIR_MESSAGES,
      MOBILE_MESSAGES,
      EMAIL_MESSAGES,
      GSTIN_MESSAGES,
    ].flatMap((m) => Object.values(m) as string[]);
    for (const m of messages) expect(FORM_RULE_MESSAGES_HI[m], m).toMatch(/[\u0900-\u097F]/);
    expect(FORM_RULE_MESSAGES_HI[CONTROL_PROOF_MESSAGES.code]).toMatch(/[\u0900-\u097F]/);
  });

  it('translates the API’s refusals of these constants by code only: none of them is in the form rules’ table', () => {
    const refusals = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.entries(CONTROL_PROOF_MESSAGES)
        .filter(([k]) => k !== 'code' && k !== 'proven')
        .map(([, v]) => v),
      CHECKOUT_MESSAGES.tooManyOpen,
      wrongCodeMessage(2),
    ];
    for (const m of refusals) {
      expect(FORM_RULE_MESSAGES_HI[m], m).toBeUndefined();
      const coded = codeOfText(m);
      expect(coded, m).toBeDefined();
      expect(hindiError(coded!), m).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('translates the success answers and the shared display texts', () => {
    for (const m of [
      ...DEACTIVATION_DATA_EFFECTS,
      CHECKOUT_MESSAGES.promoApplied,
      CHECKOUT_MESSAGES.orderPlaced,
      CHECKOUT_MESSAGES.paymentFailed,
    ])
      expect(hindiAnswerText(m), m).toMatch(/[\u0900-\u097F]/);
  });

  it('translates what the contact form’s rule says about an empty or over-long form', () => {
    const empty = contactMessageSchema.safeParse({ name: '', email: '', mobile: '', message: '' });
    const long = contactMessageSchema.safeParse({ name: 'A B', email: 'a@b.in', mobile: '9876543210', message: 'x'.repeat(5001) });
    const messages = [...(empty.error?.issues ?? []), ...(long.error?.issues ?? [])].map((i) => i.message);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    for (const m of messages) expect(FORM_RULE_MESSAGES_HI[m], m).toMatch(/[\u0900-\u097F]/);
  });

  it('translates what the checkout rule says about a missing plan or business and a malformed promo code', () => {
    const bad = checkoutInput.safeParse({ planId: 0, businessId: 'x', promoCode: 'a!', useWallet: 'yes' });
    const messages = (bad.error?.issues ?? []).map((i) => i.message);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const m of messages) expect(FORM_RULE_MESSAGES_HI[m], m).toMatch(/[\u0900-\u097F]/);
  });

  it('translates what the credit report search says about a short or over-long query', () => {
    const messages = [cirSearchInput.safeParse({ q: 'ab' }), cirSearchInput.safeParse({ q: 'x'.repeat(121) })].flatMap((r) =>
      (r.error?.issues ?? []).map((i) => i.message),
    );
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(FORM_RULE_MESSAGES_HI[m], m).toMatch(/[\u0900-\u097F]/);
  });

  it('translates a wrong code with its attempts left, by its code', () => {
    for (const n of [1, 2]) {
      const coded = codeOfText(wrongCodeMessage(n));
      expect(coded, String(n)).toBeDefined();
      expect(hindiError(coded!)).toBe(n === 1 ? 'कोड सही नहीं है। आपके पास 1 प्रयास बाकी है।' : `कोड सही नहीं है। आपके पास ${n} प्रयास बाकी हैं।`);
    }
  });
});
