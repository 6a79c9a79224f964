/**
 * Time to render a GST invoice PDF (api/src/domain/invoices/invoicePdf.ts), fonts already loaded:
 * English and Hindi, same-state and inter-state, one after another on one core.
 *
 *   npm run bench:invoice-pdf            (BENCH_PDFS=400 to change the count)
 *
 * Prints the first PDF's time (fonts read and parsed), then mean / p50 / p95 per PDF and the size.
 */
import { renderInvoicePdf, type InvoicePdfData } from '../api/src/domain/invoices/invoicePdf';

const inter: InvoicePdfData = {
  kind: 'invoice',
  number: 'BKY/26-27/000123',
  issuedAt: new Date('2026-11-21T10:00:00+05:30'),
  seller: { name: 'Bakaya Technologies Pvt. Ltd.', address: 'Tonk Road, Jaipur, Rajasthan 302015', gstin: '08AAHCB4321K1ZP' },
  buyer: { name: 'Shree Ganesh Traders Private Limited', address: 'Andheri East, Mumbai 400069', gstin: '27AAACS1234A1Z5' },
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  line: { description: 'Gold membership plan, 1 year (21, Nov, 2026 to 21, Nov, 2027)', sacCode: '998591', taxablePaise: 10_000_000 },
  gstRatePercent: '18.00',
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 1_800_000,
  totalPaise: 11_800_000,
  orderNumber: 'ORD-2026-000045',
  paymentReference: 'pay_Nq3x8YzT1',
};
const intra: InvoicePdfData = {
  ...inter,
  buyer: { name: 'Marwar Steel Works', gstin: '08AABCM9876B1Z2' },
  placeOfSupply: { code: '08', name: 'Rajasthan' },
  cgstPaise: 900_000,
  sgstPaise: 900_000,
  igstPaise: 0,
};

const count = Number(process.env.BENCH_PDFS ?? 200);
let started = performance.now();
await renderInvoicePdf(inter, { language: 'en' });
const firstEn = performance.now() - started;
started = performance.now();
await renderInvoicePdf(inter, { language: 'hi' });
const firstHi = performance.now() - started;

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < count; i++) {
  const t0 = performance.now();
  const pdf = await renderInvoicePdf(i % 2 ? intra : inter, { language: i % 4 < 2 ? 'en' : 'hi' });
  times.push(performance.now() - t0);
  bytes += pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const mean = times.reduce((s, t) => s + t, 0) / times.length;
console.log(`first PDF (fonts loaded): en ${firstEn.toFixed(0)} ms, hi ${firstHi.toFixed(0)} ms`);
console.log(
  `${count} PDFs: mean ${mean.toFixed(1)} ms, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
    `${(bytes / count / 1024).toFixed(1)} KB each`,
);
