/** The portal's MSMED Act interest card renders the route's payload in English and Hindi, and a kind reason when it does not apply. */
import type { CaseInterest } from '@bakaya/api/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../portal/src/i18n/en';
import { hi } from '../../portal/src/i18n/hi';
import { CaseInterestCard } from '../../portal/src/pages/cases/CaseInterestCard';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en }, hi: { translation: hi } },
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

const render = async (interest: CaseInterest, lng: 'en' | 'hi') => {
  await i18n.changeLanguage(lng);
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(CaseInterestCard, { interest })));
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
