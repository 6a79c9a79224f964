/**
 * The settlement letter as a PDF (issue 21 §4): an agreement a lawyer would accept, laid out by pdfkit
 * with the invoice's fonts. The facts — both parties with GSTINs, the case and its invoices, the agreed
 * amount in figures and words, the instalment schedule, the receiving account (masked) — are written by
 * code so they are always complete; the staff-edited parts (letterhead, terms, footer: rich text in
 * settlement_document_templates) are laid out as text, never printed as markup, with every placeholder
 * filled or the render refused (letterPlaceholders.ts). The signature blocks say what the e-sign adds.
 *
 * Deterministic: the same facts give the same bytes (the creation date is the request's), so the SHA-256
 * a signature records identifies exactly the letter that was signed. Nothing that moves with payments
 * (what is outstanding today) is printed, so recording a payment does not void the signatures.
 */
import PDFDocument from 'pdfkit';
import { fontsFor } from '../invoices';
import { fillLetter, type LetterValues } from './letterPlaceholders';
import { htmlBlocks, type LetterBlock } from './letterHtml';

export interface LetterParts {
  header: string;
  document: string;
  footer: string;
}

/** Days after a due date before an instalment counts as missed (the default terms name it). */
export const LETTER_GRACE_DAYS = 7;

export const DEFAULT_LETTER: LetterParts = {
  header: '<p><strong>Bakaya</strong> · Settlement agreement through the Bakaya portal</p>',
  document: [
    '<p>Both parties agree that:</p><ol>',
    '<li>Once {{amount}} is paid as scheduled, the dues in section 2 are settled in full and the creditor will claim nothing more for them; Bakaya then marks case #{{case_id}} fully settled.</li>',
    '<li>Each payment is made to the account in section 4 and recorded on Bakaya with its proof (UTR or receipt).</li>',
    '<li>If an instalment is not paid within {{grace_days}} days of its due date, this settlement lapses: the creditor may ask Bakaya to restore the case to its full outstanding, less what was paid, and may pursue the whole balance.</li>',
    '<li>While this settlement stands, the creditor will not report the debtor again for the same invoices.</li>',
    '<li>This agreement is governed by the laws of India. It is signed electronically with Aadhaar e-sign under the Information Technology Act, 2000.</li>',
    '</ol>',
  ].join(''),
  footer: '<p>This letter is void if altered after signing: each signature records the SHA-256 fingerprint of this exact file.</p>',
};

export interface LetterFacts {
  values: LetterValues;
  invoices: Array<{ number: string; date: string; amount: string; due: string }>;
  schedule: Array<{ seq: number; due: string; amount: string }>;
  bank: { holder: string; bank: string; ifsc: string; masked: string } | null;
}

const GREY = '#555555';
const INK = '#111111';

export async function renderSettlementLetter(parts: LetterParts, facts: LetterFacts, createdAt: Date): Promise<Buffer> {
  const v = facts.values;
  // Fill (or refuse) every staff part before drawing anything.
  const fill = (part: string) => htmlBlocks(fillLetter(part, v));
  const [header, terms, footer] = await Promise.all([fill(parts.header), fill(parts.document), fill(parts.footer)]);
  const fonts = fontsFor('en');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: true,
    info: { Title: `Settlement agreement ${v.request_id}`, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  const blocks = (list: LetterBlock[], size: number, align: 'left' | 'center' = 'left') => {
    for (const b of list) {
      doc.fontSize(b.kind === 'heading' ? size + 2 : size).fillColor(INK);
      const indent = b.kind === 'item' ? 18 : 0;
      if (b.marker) doc.font('regular').text(b.marker, left, doc.y, { continued: false, lineBreak: false, width: 16 });
      const y = b.marker ? doc.y - doc.currentLineHeight(true) : doc.y;
      if (align === 'center') {
        // pdfkit centres each continued run on its own: a centred block is drawn as one run.
        doc
          .font(b.runs.every((r) => r.bold) ? 'bold' : 'regular')
          .text(b.runs.map((r) => r.text).join(''), left, y, { align, width, lineGap: 2 });
      } else
        b.runs.forEach((r, i) => {
          doc.font(r.bold ? 'bold' : 'regular');
          const opts = { continued: i < b.runs.length - 1, underline: r.underline, width: width - indent, lineGap: 2 };
          if (i === 0) doc.text(r.text, left + indent, y, opts);
          else doc.text(r.text, opts);
        });
      doc.moveDown(b.kind === 'heading' ? 0.4 : 0.5);
    }
  };
  const section = (n: number, title: string) => {
    doc.moveDown(0.6).font('bold').fontSize(12).fillColor(INK).text(`${n}. ${title}`, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(10.5).fillColor(INK).text(`${label}: `, left, doc.y, { continued: true, width });
    doc.font('regular').text(value);
  };
  const row = (cells: string[], widths: number[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((c, i) => {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(10)
        .fillColor(INK)
        .text(c, x, y, { width: widths[i]! - 8 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.y = bottom + 2;
    doc.x = left;
  };

  blocks(header, 9, 'center');
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.moveDown(0.8);
  doc.font('bold').fontSize(16).fillColor(INK).text('Settlement agreement', left, doc.y, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(`Settlement request #${v.request_id} on case #${v.case_id} · ${v.date}`, { width, align: 'center' });

  section(1, 'The parties');
  line('Creditor (reporting business)', `${v.reporter_name}, GSTIN ${v.reporter_gstin}`);
  line('Debtor (reported business)', `${v.defaulter_name}, GSTIN ${v.defaulter_gstin}`);

  section(2, 'The dues');
  doc
    .font('regular')
    .fontSize(10.5)
    .text(`Case #${v.case_id}, reported on Bakaya by the creditor, claims ${v.due_amount} for:`, left, doc.y, { width });
  doc.moveDown(0.3);
  const invoiceCols = [width * 0.3, width * 0.22, width * 0.24, width * 0.24];
  row(['Invoice', 'Dated', 'Amount', 'Due on'], invoiceCols, true);
  for (const i of facts.invoices) row([i.number, i.date, i.amount, i.due], invoiceCols);

  section(3, 'What is agreed');
  doc
    .font('regular')
    .fontSize(10.5)
    .text(
      `The debtor pays and the creditor accepts ${v.amount} (${v.amount_in_words}) in full and final settlement of the dues above, as follows:`,
      left,
      doc.y,
      { width },
    );
  doc.moveDown(0.3);
  const scheduleCols = [width * 0.15, width * 0.45, width * 0.4];
  row(['No.', 'Pay by', 'Amount'], scheduleCols, true);
  if (facts.schedule.length === 0) row(['1', 'On signing by both parties', v.amount], scheduleCols);
  for (const s of facts.schedule) row([String(s.seq), s.due, s.amount], scheduleCols);

  section(4, 'Where to pay');
  if (facts.bank) {
    line('Account holder', facts.bank.holder);
    line('Bank and IFSC', `${facts.bank.bank}, ${facts.bank.ifsc}`);
    line('Account number', facts.bank.masked);
  } else {
    doc
      .font('regular')
      .fontSize(10.5)
      .text('The creditor names a verified bank account on Bakaya before either party signs.', left, doc.y, { width });
  }

  section(5, 'Terms');
  blocks(terms, 10.5);

  // The signature blocks stay together on one page.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 190) doc.addPage();
  section(6, 'Signatures');
  const half = (width - 24) / 2;
  const top = doc.y;
  const signature = (x: number, who: string, name: string, gstin: string) => {
    doc.font('bold').fontSize(10.5).fillColor(INK).text(`For the ${who}`, x, top, { width: half });
    doc.font('regular').text(`${name}\nGSTIN ${gstin}`, x, doc.y, { width: half });
    doc.moveDown(1.6);
    doc
      .moveTo(x, doc.y)
      .lineTo(x + half, doc.y)
      .strokeColor('#999999')
      .stroke();
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text('Aadhaar e-sign: the signer’s name, the time and the certificate are attached by the e-sign provider.', x, doc.y + 4, {
        width: half,
      });
    return doc.y;
  };
  const bottom = Math.max(
    signature(left, 'creditor', v.reporter_name, v.reporter_gstin),
    signature(left + half + 24, 'debtor', v.defaulter_name, v.defaulter_gstin),
  );
  doc.y = bottom + 16;
  doc.x = left;
  blocks(footer, 8.5, 'center');
  doc.end();
  return done;
}
