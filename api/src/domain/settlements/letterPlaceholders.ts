/**
 * The {{placeholders}} a settlement letter's staff-edited parts (letterhead, terms, footer) may use, and
 * the strict fill (issue 21 §4): a template naming a placeholder the letter does not know is refused
 * when staff save it, and a letter is never rendered with one left unfilled. Money values are written
 * in full with the ₹ sign (a template writes "{{amount}}", never "₹{{amount}}").
 */

export const LETTER_PLACEHOLDERS = {
  request_id: 'The settlement request’s number',
  case_id: 'The case’s number',
  date: 'The date the request was opened (DD, Mon, YYYY)',
  reporter_name: 'The reporting business (creditor)',
  reporter_gstin: 'The reporting business’s GSTIN',
  defaulter_name: 'The reported business (debtor)',
  defaulter_gstin: 'The reported business’s GSTIN',
  due_amount: 'What the case claims, e.g. ₹1,20,000.00',
  amount: 'The agreed settlement amount, e.g. ₹80,000.00',
  amount_in_words: 'The agreed amount in words (Indian system)',
  invoices: 'The invoices the case is about (numbers and dates)',
  schedule: 'How the amount is paid: one payment or each instalment with its date',
  bank_account: 'The receiving account, masked (holder, bank/IFSC, last 4 digits)',
  grace_days: 'Days after a due date before an instalment counts as missed',
} as const;

export type LetterPlaceholder = keyof typeof LETTER_PLACEHOLDERS;
export type LetterValues = Readonly<Record<LetterPlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The placeholder names a template uses, each once, in order. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Names a template uses that the letter does not know. */
export function unknownPlaceholders(template: string): string[] {
  return placeholdersIn(template).filter((name) => !(name in LETTER_PLACEHOLDERS));
}

/** "₹{{amount}}" would print the sign twice: the value carries it. */
export function doubledRupeeSigns(template: string): string[] {
  return [...template.matchAll(/₹\s*\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1]!);
}

export class LetterTemplateError extends Error {
  constructor(readonly names: string[]) {
    super(`The settlement letter template uses placeholders it cannot fill: ${names.join(', ')}.`);
    this.name = 'LetterTemplateError';
  }
}

/** Every placeholder filled, or a LetterTemplateError naming those that cannot be (never a letter with "{{…}}" in it). */
export function fillLetter(template: string, values: LetterValues): string {
  const unknown = unknownPlaceholders(template);
  if (unknown.length > 0) throw new LetterTemplateError(unknown);
  return template.replace(PLACEHOLDER, (_whole, name: LetterPlaceholder) => values[name]);
}
