/**
 * The PDF of a GST tax invoice or credit note (CGST rule 46 / rule 53): seller and buyer with their
 * GSTINs, number and date, place of supply, one line with its SAC code and taxable value, CGST + SGST
 * or IGST with their rates, the total in figures (₹, Indian grouping) and in words.
 *
 * Pure apart from reading the font files once: the caller passes every value; the result is the PDF's
 * bytes. 'hi' prints the labels in Hindi; values (names, numbers, amounts, the amount in words) stay
 * as they are on the invoice. Noto Sans (English) and Noto Sans Devanagari (Hindi, which also has the
 * Latin letters, digits and ₹) are full TrueType files from npm, parsed once per process and reused.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDate } from '../../validation/dates';
import { formatPaise } from '../../validation/money';
import { amountInWords } from './amountInWords';

export type InvoicePdfLanguage = 'en' | 'hi';

export interface InvoicePdfData {
  kind: 'invoice' | 'credit_note';
  /** 'BKY/26-27/000123' or 'CN/26-27/000012'. */
  number: string;
  issuedAt: Date;
  /** A credit note: the invoice it reduces. */
  against?: { invoiceNumber: string; issuedAt: Date | null } | null;
  /** A credit note: why it was issued. */
  reason?: string | null;
  seller: { name: string; address: string | null; gstin: string };
  buyer: { name: string; address?: string | null; gstin: string | null };
  placeOfSupply: { code: string; name: string | null };
  line: { description: string; sacCode: string | null; taxablePaise: number };
  /** The full GST rate, e.g. '18.00'. */
  gstRatePercent: string;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  orderNumber: string | null;
  paymentReference: string | null;
}

type Labels = Record<
  | 'taxInvoice'
  | 'creditNote'
  | 'original'
  | 'gstin'
  | 'invoiceNo'
  | 'creditNoteNo'
  | 'date'
  | 'against'
  | 'orderNo'
  | 'paymentRef'
  | 'billTo'
  | 'placeOfSupply'
  | 'reason'
  | 'sr'
  | 'description'
  | 'sac'
  | 'taxableValue'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'total'
  | 'inWords'
  | 'reverseCharge'
  | 'footer'
  | 'footerCredit'
  | 'notRegistered',
  string
>;

const LABELS: Record<InvoicePdfLanguage, Labels> = {
  en: {
    taxInvoice: 'Tax Invoice',
    creditNote: 'Credit Note',
    original: 'Original for recipient',
    gstin: 'GSTIN',
    invoiceNo: 'Invoice no.',
    creditNoteNo: 'Credit note no.',
    date: 'Date',
    against: 'Against invoice',
    orderNo: 'Order no.',
    paymentRef: 'Payment reference',
    billTo: 'Bill to',
    placeOfSupply: 'Place of supply',
    reason: 'Reason',
    sr: '#',
    description: 'Description',
    sac: 'SAC',
    taxableValue: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
    inWords: 'Amount in words',
    reverseCharge: 'Tax payable on reverse charge: No',
    footer: 'This is a computer-generated invoice and does not need a signature.',
    footerCredit: 'This is a computer-generated credit note and does not need a signature.',
    notRegistered: 'Unregistered',
  },
  hi: {
    taxInvoice: 'कर बीजक',
    creditNote: 'क्रेडिट नोट',
    original: 'प्राप्तकर्ता के लिए मूल प्रति',
    gstin: 'जीएसटीआईएन',
    invoiceNo: 'बीजक संख्या',
    creditNoteNo: 'क्रेडिट नोट संख्या',
    date: 'दिनांक',
    against: 'मूल बीजक',
    orderNo: 'ऑर्डर संख्या',
    paymentRef: 'भुगतान संदर्भ',
    billTo: 'प्राप्तकर्ता',
    placeOfSupply: 'आपूर्ति का स्थान',
    reason: 'कारण',
    sr: 'क्र.',
    description: 'विवरण',
    sac: 'एसएसी',
    taxableValue: 'कर योग्य मूल्य',
    cgst: 'सीजीएसटी',
    sgst: 'एसजीएसटी',
    igst: 'आईजीएसटी',
    total: 'कुल राशि',
    inWords: 'राशि शब्दों में',
    reverseCharge: 'रिवर्स चार्ज पर देय कर: नहीं',
    footer: 'यह कंप्यूटर द्वारा बनाया गया बीजक है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    footerCredit: 'यह कंप्यूटर द्वारा बनाया गया क्रेडिट नोट है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    notRegistered: 'अपंजीकृत',
  },
};

interface FontPair {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

const require = createRequire(import.meta.url);
const fontCache = new Map<InvoicePdfLanguage, FontPair>();

/**
 * Reads and parses every PDF font now (≈0.5 s of one core), so the first invoice or credit report a
 * member downloads does not wait for it: the server calls this once it listens.
 */
export function preloadPdfFonts(): void {
  fontsFor('en');
  fontsFor('hi');
}

/**
 * The fonts of a language, read and parsed once per process: pdfkit takes a parsed fontkit font as it
 * takes a file, and subsets it per document, so only the glyphs used are embedded (about 15 KB a PDF).
 * Parsing a 600 KB font on every PDF would cost most of the time a PDF takes.
 */
export function fontsFor(language: InvoicePdfLanguage): FontPair {
  let pair = fontCache.get(language);
  if (!pair) {
    const file = (pkg: string, name: string) => fontkit.create(readFileSync(require.resolve(`${pkg}/${name}`))) as fontkit.Font;
    pair =
      language === 'hi'
        ? {
            regular: file('@expo-google-fonts/noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'),
            bold: file('@expo-google-fonts/noto-sans-devanagari', '700Bold/NotoSansDevanagari_700Bold.ttf'),
          }
        : {
            regular: file('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
            bold: file('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
          };
    fontCache.set(language, pair);
  }
  return pair;
}

/** '18.00' → '18', '2.50' → '2.5'. */
function percent(rate: string | number): string {
  const n = String(rate).trim();
  return n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n;
}

/** Half of a rate given with at most 2 decimals, exact: '18.00' → '9', '0.25' → '0.125'. */
function halfRate(rate: string): string {
  const [whole, fraction = ''] = rate.trim().split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const thousandths = hundredths * 5; // half, in thousandths of a percent
  const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
  return percent(text);
}

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#c9d1db';
const SHADE = '#f1f4f8';

export async function renderInvoicePdf(data: InvoicePdfData, opts: { language: InvoicePdfLanguage }): Promise<Buffer> {
  const t = LABELS[opts.language];
  const fonts = fontsFor(opts.language);
  const isCredit = data.kind === 'credit_note';
  const title = isCredit ? t.creditNote : t.taxInvoice;

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: true,
    info: {
      Title: `${isCredit ? 'Credit Note' : 'Tax Invoice'} ${data.number}`,
      Author: data.seller.name,
      Subject: `${isCredit ? 'Credit Note' : 'Tax Invoice'} ${data.number}`,
      CreationDate: data.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit's own types only name file paths and buffers; its code takes a parsed fontkit font too.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const regular = (size: number, color = INK) => doc.font('regular').fontSize(size).fillColor(color);
  const bold = (size: number, color = INK) => doc.font('bold').fontSize(size).fillColor(color);
  const rule = (y: number, color = RULE, lineWidth = 0.8) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(lineWidth).strokeColor(color).stroke();

  // Header: seller on the left, the document's title on the right.
  let y = PAGE.margin;
  bold(15).text(data.seller.name, left, y, { width: width * 0.6 });
  let sellerBottom = doc.y;
  if (data.seller.address) {
    regular(9, MUTED).text(data.seller.address, left, sellerBottom + 2, { width: width * 0.6 });
    sellerBottom = doc.y;
  }
  regular(9).text(`${t.gstin}: `, left, sellerBottom + 2, { continued: true });
  bold(9).text(data.seller.gstin);
  sellerBottom = doc.y;

  bold(20, '#0b4f8a').text(title, left + width * 0.55, y, { width: width * 0.45, align: 'right' });
  regular(8.5, MUTED).text(t.original, left + width * 0.55, doc.y, { width: width * 0.45, align: 'right' });
  y = Math.max(sellerBottom, doc.y) + 12;
  rule(y, '#0b4f8a', 1.5);
  y += 12;

  // Details: bill-to on the left, the document's facts on the right.
  const colW = width / 2 - 10;
  const factsX = left + width / 2 + 10;
  const facts: Array<[string, string]> = [
    [isCredit ? t.creditNoteNo : t.invoiceNo, data.number],
    [t.date, formatDate(data.issuedAt)],
  ];
  if (isCredit && data.against)
    facts.push([
      t.against,
      data.against.issuedAt ? `${data.against.invoiceNumber} (${formatDate(data.against.issuedAt)})` : data.against.invoiceNumber,
    ]);
  if (data.orderNumber) facts.push([t.orderNo, data.orderNumber]);
  if (data.paymentReference) facts.push([t.paymentRef, data.paymentReference]);
  const placeOfSupply = data.placeOfSupply.name ? `${data.placeOfSupply.name} (${data.placeOfSupply.code})` : data.placeOfSupply.code;
  facts.push([t.placeOfSupply, placeOfSupply]);

  let factsY = y;
  for (const [label, value] of facts) {
    regular(9, MUTED).text(label, factsX, factsY, { width: 105 });
    const labelBottom = doc.y;
    bold(9.5).text(value, factsX + 108, factsY, { width: colW - 108 });
    factsY = Math.max(labelBottom, doc.y) + 3;
  }

  regular(9, MUTED).text(t.billTo, left, y, { width: colW });
  bold(11).text(data.buyer.name, left, doc.y + 1, { width: colW });
  if (data.buyer.address) regular(9, MUTED).text(data.buyer.address, left, doc.y + 1, { width: colW });
  regular(9).text(`${t.gstin}: `, left, doc.y + 2, { continued: true });
  bold(9).text(data.buyer.gstin ?? t.notRegistered);
  let billBottom = doc.y;
  if (isCredit && data.reason) {
    regular(9, MUTED).text(`${t.reason}: `, left, billBottom + 6, { width: colW, continued: true });
    regular(9).text(data.reason);
    billBottom = doc.y;
  }
  y = Math.max(factsY, billBottom) + 16;

  // The line: #, description, SAC, taxable value.
  const cols = { sr: left + 8, desc: left + 36, sac: left + width - 200, amount: left + width - 120 };
  const amountW = right - 8 - cols.amount;
  doc.rect(left, y, width, 22).fill(SHADE);
  bold(9).text(t.sr, cols.sr, y + 6.5, { width: 24 });
  bold(9).text(t.description, cols.desc, y + 6.5, { width: cols.sac - cols.desc - 8 });
  bold(9).text(t.sac, cols.sac, y + 6.5, { width: 70 });
  bold(9).text(t.taxableValue, cols.amount, y + 6.5, { width: amountW, align: 'right' });
  y += 22;
  const lineTop = y + 8;
  regular(9.5).text('1', cols.sr, lineTop, { width: 24 });
  regular(9.5).text(data.line.description, cols.desc, lineTop, { width: cols.sac - cols.desc - 8 });
  const descBottom = doc.y;
  regular(9.5).text(data.line.sacCode ?? '', cols.sac, lineTop, { width: 70 });
  regular(9.5).text(formatPaise(data.line.taxablePaise), cols.amount, lineTop, { width: amountW, align: 'right' });
  y = Math.max(descBottom, doc.y) + 8;
  rule(y);
  y += 10;

  // Totals, right-aligned under the amount column.
  const totalsX = left + width - 260;
  const totalsLabelW = 150;
  const row = (label: string, value: string, strong = false) => {
    (strong ? bold(10.5) : regular(9.5)).text(label, totalsX, y, { width: totalsLabelW });
    (strong ? bold(10.5) : regular(9.5)).text(value, totalsX + totalsLabelW, y, {
      width: right - 8 - totalsX - totalsLabelW,
      align: 'right',
    });
    y = doc.y + 4;
  };
  row(t.taxableValue, formatPaise(data.line.taxablePaise));
  if (data.igstPaise > 0 || (data.cgstPaise === 0 && data.sgstPaise === 0 && data.placeOfSupply.code !== data.seller.gstin.slice(0, 2))) {
    row(`${t.igst} @ ${percent(data.gstRatePercent)}%`, formatPaise(data.igstPaise));
  } else {
    const half = halfRate(data.gstRatePercent);
    row(`${t.cgst} @ ${half}%`, formatPaise(data.cgstPaise));
    row(`${t.sgst} @ ${half}%`, formatPaise(data.sgstPaise));
  }
  y += 2;
  doc.rect(totalsX - 8, y - 2, right - totalsX + 8, 24).fill(SHADE);
  y += 4;
  row(t.total, formatPaise(data.totalPaise), true);
  y += 10;

  regular(9, MUTED).text(t.inWords, left, y, { width });
  bold(10).text(amountInWords(data.totalPaise), left, doc.y + 1, { width });
  y = doc.y + 8;
  regular(8.5, MUTED).text(t.reverseCharge, left, y, { width });

  // Footer, at the foot of the page.
  const footerY = PAGE.height - PAGE.margin - 24;
  rule(footerY - 8);
  regular(8.5, MUTED).text(isCredit ? t.footerCredit : t.footer, left, footerY, { width, align: 'center', lineBreak: false });

  doc.end();
  return done;
}
