/**
 * The portal's credit report (/cir-view) renders a snapshot as the contract sends it, in English and
 * Hindi: its date, the score and band with the reasons in the reader's language, identity, summary,
 * cases with the reporter named only when it agreed and the dispute statement, settlements, and the
 * enquiry history (counts on another business, every enquiry on one's own); "No history yet" without
 * a score. The API is not involved: the fixture is the contract's shape.
 */
import type { CirReportView } from '@bakaya/api/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { en } from '../../portal/src/i18n/en';
import { hi } from '../../portal/src/i18n/hi';
import { caseFlowEn, caseFlowHi } from '../../portal/src/pages/cases/texts/caseFlowTexts';
import { cirEn } from '../../portal/src/pages/cir/texts/cir.en';
import { cirHi } from '../../portal/src/pages/cir/texts/cir.hi';
import { CirReportBody } from '../../portal/src/pages/cir/CirViewPage';
import { cirReport, ownReport } from '../cir/cirFixture';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...en, cir: cirEn, ...caseFlowEn } }, hi: { translation: { ...hi, cir: cirHi, ...caseFlowHi } } },
  interpolation: { escapeValue: false },
});

const render = async (report: CirReportView, lng: 'en' | 'hi') => {
  await i18n.changeLanguage(lng);
  const body = createElement(CirReportBody, { report });
  const tree = createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, body)),
  );
  // Text as a reader sees it: tags dropped, entities decoded, spaces collapsed.
  return renderToStaticMarkup(tree)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
};

describe('the credit report page', () => {
  it('shows the snapshot’s date, score, band, reasons, identity, summary, cases, settlements and enquiry counts in English', async () => {
    const text = await render(cirReport, 'en');
    for (const expected of [
      'Lakshmi Garments',
      'Generated on 20, Nov, 2026 — this is a snapshot; generate a new one for today’s picture.',
      'Generate a new report',
      'Report no. 4182 · verification code CIR-7K3M-Q9XD-2PLA',
      'Charged ₹118.00',
      'Download PDF (English)',
      'Download PDF (हिन्दी)',
      '400 out of 900',
      '400 · Very poor',
      '₹4,85,000.00 is still unpaid to suppliers on reported defaults.',
      'The oldest unpaid due is 212 days past its due date.',
      '−150 points',
      'Lakshmi Garments Private Limited',
      'AAKCL4821P',
      '4 years, 2 months',
      '27AAKCL4821P1ZX',
      '₹38,412.55',
      '212 days',
      '15 paid on time · 6 paid late · 3 overdue',
      'Kaveri Textiles',
      'A member in Gujarat',
      'Disputed by the business — not counted until decided',
      'The goods arrived damaged; we returned 40 pieces',
      'Dispute rejected',
      '₹2,40,000.00',
      '14, Sep, 2026',
      '61 days after',
      '128 days after',
      '4 checks',
      '17 checks',
    ])
      expect(text, expected).toContain(expected);
    // Another business's enquiry history names no member.
    expect(text).not.toContain('Mehta Yarn Agencies');
    expect(text).not.toContain('No history yet');
  });

  it('reads the same report in Hindi, reasons included', async () => {
    const text = await render(cirReport, 'hi');
    for (const expected of [
      '20, Nov, 2026 को बनाई गई',
      'नई रिपोर्ट बनाएँ',
      '900 में से 400',
      '400 · बहुत कमज़ोर',
      'दर्ज भुगतान चूकों पर आपूर्तिकर्ताओं का ₹4,85,000.00 अभी भी बकाया है।',
      '−150 अंक',
      'Gujarat का एक सदस्य',
      'व्यवसाय ने विवाद किया है',
      'आंशिक रूप से निपटाया गया',
      '61 दिन बाद',
      '17 बार जाँच',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('is still unpaid to suppliers');
  });

  it('says "No history yet" instead of a score, and lists who checked one’s own business', async () => {
    const text = await render(ownReport, 'en');
    expect(text).toContain('No history yet');
    expect(text).not.toContain('out of 900');
    expect(text).toContain('Free of charge');
    expect(text).toContain('No case has been reported against this business.');
    expect(text).toContain('Nothing was reported or settled in the last 24 months.');
    expect(text).toContain('Not known'); // registration age
    const mehta = text.indexOf('Mehta Yarn Agencies');
    const balaji = text.indexOf('Shree Balaji Fabrics');
    expect(mehta).toBeGreaterThan(-1);
    expect(balaji).toBeGreaterThan(mehta); // newest first
    expect(text).toContain('18, Nov, 2026');
    expect(text).toContain('Reviewing a buyer’s credit');
  });
});
