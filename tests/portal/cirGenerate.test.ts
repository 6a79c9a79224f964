/**
 * /cir-report's Generate: one Idempotency-Key per attempt (the same choices again reuse it, other
 * choices get a new one), and what the quote says in English and Hindi — free, from the wallet with
 * the balance, add money (with a link to the wallet) or the refusal (with a link to the plans).
 */
import { quoteView, type CirQuote } from '@bakaya/api/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { en } from '../../portal/src/i18n/en';
import { hi } from '../../portal/src/i18n/hi';
import { cirEn } from '../../portal/src/pages/cir/texts/cir.en';
import { cirHi } from '../../portal/src/pages/cir/texts/cir.hi';
import { attemptFor } from '../../portal/src/pages/cir/cirApi';
import { CirQuoteNotice } from '../../portal/src/pages/cir/CirQuoteNotice';
import { quotes, SUBJECT_GSTIN } from '../cir/cirFixture';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...en, cir: cirEn } }, hi: { translation: { ...hi, cir: cirHi } } },
  interpolation: { escapeValue: false },
});

const render = async (quote: CirQuote, lng: 'en' | 'hi') => {
  await i18n.changeLanguage(lng);
  const notice = createElement(CirQuoteNotice, { quote: quoteView(quote), loading: false, failed: false });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, notice)));
};

describe('Generate', () => {
  it('keeps one Idempotency-Key per attempt', () => {
    let n = 0;
    const make = () => `key-${(n += 1)}`;
    const input = { business_id: 3, gstin: SUBJECT_GSTIN, purpose: 'new_credit' as const };
    const first = attemptFor(null, input, make);
    expect(first.key).toBe('key-1');
    // A double tap or a retry after a lost answer: the same key, so the server charges once.
    expect(attemptFor(first, { ...input, gstin: SUBJECT_GSTIN.toLowerCase() }, make).key).toBe('key-1');
    // Another purpose, business or subject is another attempt.
    expect(attemptFor(first, { ...input, purpose: 'collection' }, make).key).toBe('key-2');
    expect(attemptFor(first, { ...input, business_id: 4 }, make).key).toBe('key-3');
    expect(attemptFor(null, input, make).key).toBe('key-4');
  });

  it('says what the report costs now', async () => {
    expect(await render(quotes.free, 'en')).toContain('This report is free with your plan.');
    expect(await render(quotes.own, 'en')).toContain('Reports on your own business are free.');
    expect(await render(quotes.wallet, 'en')).toContain('₹118.00 will be paid from your wallet (balance ₹2,500.00).');
    const short = await render(quotes.short, 'en');
    expect(short).toContain(
      'This report costs ₹118.00 and your wallet has ₹40.00. Pay the remaining ₹78.00 now (your wallet pays the rest), or add money to your wallet first.',
    );
    // "Add money" lands on the wallet's form, filled in with what is missing.
    expect(short).toMatch(/href="\/wallet\?add=78\.00"[^>]*>Add money to your wallet/);
    const noCheckout = await render({ ...quotes.short, checkout: false, payable: '0.00' }, 'en');
    expect(noCheckout).toContain('This report costs ₹118.00 and your wallet has ₹40.00. Add ₹78.00 to continue.');
    const refused = await render(quotes.noPlan, 'en');
    expect(refused).toContain(quotes.noPlan.message);
    expect(refused).toMatch(/href="\/subscription"[^>]*>See plans/);
  });

  it('says it in Hindi too', async () => {
    expect(await render(quotes.wallet, 'hi')).toContain('₹118.00 आपके वॉलेट से लिए जाएँगे (शेष राशि ₹2,500.00)।');
    const short = await render(quotes.short, 'hi');
    expect(short).toContain('वॉलेट में पैसे जोड़ें');
    expect(short).toContain('बाकी ₹78.00 अभी चुकाएँ');
    expect(await render(quotes.free, 'hi')).toContain('यह रिपोर्ट आपके प्लान में मुफ़्त है।');
  });
});
