/**
 * The settlement letter as a PDF (pdfkit, the invoice's fonts): the active header, document and footer
 * templates of settlement_document_templates with their {{placeholders}} filled from the case and the
 * request. Deterministic: the same facts give the same bytes (the creation date is the request's), so
 * the SHA-256 a signature records identifies exactly the letter that was signed.
 */
import PDFDocument from 'pdfkit';
import { fontsFor } from '../invoices';
import { fillTemplate } from './settlementFlowRules';

export interface LetterParts {
  header: string;
  document: string;
  footer: string;
}

export const DEFAULT_LETTER: LetterParts = {
  header: 'Settlement letter — request #{{request_id}} on case #{{case_id}}',
  document: [
    'Date: {{date}}',
    '',
    '{{reporter_name}} (GSTIN {{reporter_gstin}}) reported {{defaulter_name}} (GSTIN {{defaulter_gstin}}) for an unpaid due of {{due_amount}}.',
    '',
    'The two parties agree to settle this case for {{amount}}, payable as follows:',
    '{{schedule}}',
    '',
    'Payments are to be made to the account {{bank_account}}.',
    'When the amount is paid in full, the case will be marked fully settled.',
  ].join('\n'),
  footer: 'Signed electronically by both parties. This letter is void if altered after signing.',
};

export async function renderSettlementLetter(parts: LetterParts, values: Record<string, string>, createdAt: Date): Promise<Buffer> {
  const fonts = fontsFor('en');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: true,
    info: { Title: `Settlement letter ${values.request_id ?? ''}`, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  doc.font('bold').fontSize(14).text(fillTemplate(parts.header, values), { align: 'center' });
  doc.moveDown(1.5);
  doc.font('regular').fontSize(11).text(fillTemplate(parts.document, values), { lineGap: 3 });
  doc.moveDown(2);
  doc.font('regular').fontSize(9).fillColor('#555555').text(fillTemplate(parts.footer, values), { align: 'center' });
  doc.end();
  return done;
}
