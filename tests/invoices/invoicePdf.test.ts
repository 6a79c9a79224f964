import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { renderInvoicePdf, type InvoicePdfData } from '../../api/src/domain/invoices/invoicePdf';

const interState: InvoicePdfData = {
  kind: 'invoice',
  number: 'BKY/26-27/000123',
  issuedAt: new Date('2026-11-21T20:00:00Z'), // 22 Nov 2026 01:30 IST
  seller: { name: 'Bakaya Technologies Pvt. Ltd.', address: 'Tonk Road, Jaipur, Rajasthan 302015', gstin: '08AAHCB4321K1ZP' },
  buyer: { name: 'Shree Ganesh Traders', address: 'Andheri East, Mumbai', gstin: '27AAACS1234A1Z5' },
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  line: { description: 'Gold membership, 1 year (22, Nov, 2026 to 21, Nov, 2027)', sacCode: '998591', taxablePaise: 10_000_000 },
  gstRatePercent: '18.00',
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 1_800_000,
  totalPaise: 11_800_000,
  orderNumber: 'ORD-2026-000045',
  paymentReference: 'pay_Nq3x8YzT1',
};

const intraState: InvoicePdfData = {
  ...interState,
  number: 'BKY/26-27/000124',
  buyer: { name: 'Marwar Steel Works', gstin: '08AABCM9876B1Z2' },
  placeOfSupply: { code: '08', name: 'Rajasthan' },
  line: { ...interState.line, taxablePaise: 99_900 },
  cgstPaise: 8_991,
  sgstPaise: 8_991,
  igstPaise: 0,
  totalPaise: 117_882,
};

describe('renderInvoicePdf', () => {
  it('prints an inter-state tax invoice with IGST, the total in Indian grouping and in words', async () => {
    const pdf = await renderInvoicePdf(interState, { language: 'en' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Tax Invoice',
      'Bakaya Technologies Pvt. Ltd.',
      '08AAHCB4321K1ZP',
      '27AAACS1234A1Z5',
      'BKY/26-27/000123',
      '22, Nov, 2026',
      'Maharashtra (27)',
      '998591',
      'IGST @ 18%',
      '₹18,000.00',
      '₹1,00,000.00',
      '₹1,18,000.00',
      'Rupees One Lakh Eighteen Thousand Only',
      'ORD-2026-000045',
      'pay_Nq3x8YzT1',
      'computer-generated',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
  });

  it('prints an intra-state one with CGST and SGST at half the rate each', async () => {
    const text = await pdfText(await renderInvoicePdf(intraState, { language: 'en' }));
    for (const expected of [
      '08AABCM9876B1Z2',
      'Rajasthan (08)',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹89.91',
      '₹999.00',
      '₹1,178.82',
      'Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
  });

  it('prints the labels in Hindi and leaves the values as they are', async () => {
    const text = await pdfText(await renderInvoicePdf(interState, { language: 'hi' }));
    expect(text).toMatch(/[\u0900-\u097F]{3,}/);
    // Words whose shaping keeps the letters in order (a short i-matra is drawn, and so extracted, before its consonant).
    for (const label of ['कर बीजक', 'बीजक संख्या', 'भुगतान', 'जीएसटी @ 18%', 'कुल']) expect(text).toContain(label);
    for (const expected of [
      '08AAHCB4321K1ZP',
      '27AAACS1234A1Z5',
      'BKY/26-27/000123',
      '₹1,18,000.00',
      'Rupees One Lakh Eighteen Thousand Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Tax Invoice');
  });

  it('prints a credit note against its invoice, with the reason', async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        {
          ...intraState,
          kind: 'credit_note',
          number: 'CN/26-27/000012',
          against: { invoiceNumber: 'BKY/26-27/000124', issuedAt: new Date('2026-11-21T06:00:00Z') },
          reason: 'Plan cancelled within 7 days',
        },
        { language: 'en' },
      ),
    );
    for (const expected of ['Credit Note', 'CN/26-27/000012', 'BKY/26-27/000124 (21, Nov, 2026)', 'Plan cancelled within 7 days'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Tax Invoice');
  });

  it('renders fast once the fonts are loaded (< 50 ms a PDF on average)', async () => {
    await renderInvoicePdf(interState, { language: 'en' });
    await renderInvoicePdf(interState, { language: 'hi' });
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await renderInvoicePdf(i % 2 ? intraState : interState, { language: i % 4 < 2 ? 'en' : 'hi' });
    const msPerPdf = (performance.now() - started) / runs;
    // Measured ~30 ms here; the bound is loose so a busy CI machine does not fail it.
    expect(msPerPdf).toBeLessThan(150);
  });
});
