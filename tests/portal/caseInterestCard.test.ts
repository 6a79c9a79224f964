/** The portal's MSMED Act interest card renders the route's payload in English and Hindi, and a kind reason when it does not apply. */
import type { CaseInterest } from '@bakaya/api/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../portal/src/i18n/en';
import { hi } from '../../portal/src/i18n/hi';
import { caseFlowEn, caseFlowHi } from '../../portal/src/pages/cases/texts/caseFlowTexts';
import { CaseInterestCard } from '../../portal/src/pages/cases/CaseInterestCard';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...en, ...caseFlowEn } }, hi: { translation: { ...hi, ...caseFlowHi } } },
  interpolation: { escapeValue: false },
});

const applicable: CaseInterest = {
  case_id: 7,
  applicable: true,
  reason_code: null,
  reason: null,
  supplier: { business_id: 3, enterprise_type: 'micro', udyam_number: 'UDYAM-RJ-17-0012345' },
  accepted_on: '2026-01-01',
  accepted_on_source: 'goods_accepted_on',
  agreed_credit_days: 60,
  credit_days: 45,
  credit_days_capped: true,
  due_by: '2026-02-15',
  appointed_day: '2026-02-16',
  as_of: '2026-03-20',
  from: '2026-02-16',
  to: '2026-03-20',
  principal: '100000.00',
  segments: [
    { from: '2026-02-16', to: '2026-03-15', days: 28, rate_percent: '18.75', balance: '100000.00', interest: '1438.36' },
    { from: '2026-03-16', to: '2026-03-20', days: 5, rate_percent: '17.25', balance: '101438.36', interest: '239.71' },
  ],
  interest: '1678.07',
  total: '101678.07',
};

const render = async (interest: CaseInterest, lng: 'en' | 'hi', onNotice = false) => {
  await i18n.changeLanguage(lng);
  const card = onNotice
    ? createElement(CaseInterestCard, { interest, audience: 'reported', reporter: 'Sharma Textiles' })
    : createElement(CaseInterestCard, { interest });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, card));
};

describe('CaseInterestCard', () => {
  it('shows principal, period, rates, interest, total and the working', async () => {
    const html = await render(applicable, 'en');
    for (const text of [
      'Interest under the MSMED Act, 2006 (sections 15–16)',
      '₹1,00,000.00',
      '16, Feb, 2026 → 20, Mar, 2026',
      '18.75 → 17.25% a year',
      '₹1,678.07',
      '₹1,01,678.07',
      'payment was due by 15, Feb, 2026',
      'the Act allows at most 45',
      '28 days at 18.75% on ₹1,00,000.00 = ₹1,438.36',
    ])
      expect(html).toContain(text);
  });

  it('speaks Hindi', async () => {
    const html = await render(applicable, 'hi');
    expect(html).toContain('MSMED अधिनियम, 2006 (धारा 15–16) के तहत ब्याज');
    expect(html).toContain('₹1,01,678.07');
  });

  it('explains kindly why no interest is shown', async () => {
    const notMsme: CaseInterest = {
      ...applicable,
      applicable: false,
      reason_code: 'not_micro_or_small',
      segments: [],
      from: null,
      to: null,
    };
    const html = await render(notMsme, 'en');
    expect(html).toContain('No MSMED Act interest is shown');
    expect(html).toContain('Add your Udyam details');
    const early = await render({ ...notMsme, reason_code: 'not_yet_overdue' }, 'en');
    expect(early).toContain('Interest starts on 16, Feb, 2026');
  });
});

describe('CaseInterestCard on the notice (read by the reported business)', () => {
  it('describes the reporter’s Udyam status and the interest it may claim, without speaking as the reporter', async () => {
    const html = await render(applicable, 'en', true);
    for (const text of [
      'Interest the supplier may claim under the MSMED Act, 2006',
      'Sharma Textiles is registered under Udyam as a micro enterprise (Udyam number UDYAM-RJ-17-0012345).',
      'sections 15–16 of the MSMED Act',
      'three times the RBI bank rate',
      'Interest the supplier may claim so far',
      '₹1,678.07',
      'Outstanding amount with this interest',
      '₹1,01,678.07',
      'payment was due by 15, Feb, 2026',
      'Paying the outstanding amount stops further interest.',
    ])
      expect(html).toContain(text);
    // The reporter's own wording never reaches the buyer.
    expect(html).not.toContain('Interest so far');
    expect(html).not.toMatch(/\byour (business|Udyam)\b|Add your|you are owed/i);
  });

  it('speaks Hindi, with the enterprise type in Hindi', async () => {
    const html = await render(applicable, 'hi', true);
    expect(html).toContain('MSMED अधिनियम, 2006 के तहत वह ब्याज जिसका दावा आपूर्तिकर्ता कर सकता है');
    expect(html).toContain('Sharma Textiles Udyam में सूक्ष्म उद्यम के रूप में पंजीकृत है (Udyam नंबर UDYAM-RJ-17-0012345)।');
    expect(html).toContain('₹1,01,678.07');
  });

  it('says kindly and factually why no interest is added', async () => {
    const none: CaseInterest = {
      ...applicable,
      applicable: false,
      reason_code: 'not_micro_or_small',
      supplier: { business_id: 3, enterprise_type: 'medium', udyam_number: null },
      segments: [],
      from: null,
      to: null,
    };
    const html = await render(none, 'en', true);
    expect(html).toContain('Sharma Textiles is recorded as a medium enterprise, without a Udyam registration number.');
    expect(html).toContain('No MSMED Act interest is added to this claim');
    expect(html).toContain('is for micro and small suppliers');
    expect(html).not.toContain('Add your Udyam details');
    const unknown = await render({ ...none, supplier: { business_id: 3, enterprise_type: null, udyam_number: null } }, 'en', true);
    expect(unknown).toContain('Sharma Textiles has not recorded a Udyam (MSME) registration with us.');
    const early = await render({ ...none, reason_code: 'not_yet_overdue' }, 'hi', true);
    expect(early).toContain('16, Feb, 2026');
    expect(early).toContain('आपूर्तिकर्ता उस दिन से ब्याज का दावा कर सकता है');
  });
});
