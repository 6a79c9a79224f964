import { describe, expect, it } from 'vitest';
import {
  doubledRupeeSigns,
  fillLetter,
  LETTER_PLACEHOLDERS,
  LetterTemplateError,
  placeholdersIn,
  unknownPlaceholders,
  type LetterValues,
} from './letterPlaceholders';

const values = Object.fromEntries(Object.keys(LETTER_PLACEHOLDERS).map((k) => [k, `<${k}>`])) as unknown as LetterValues;

describe('settlement letter placeholders', () => {
  it('fills every known placeholder, spaces inside the braces allowed', () => {
    expect(fillLetter('{{ reporter_name }} pays {{amount}} by {{date}}.', values)).toBe('<reporter_name> pays <amount> by <date>.');
    const all = Object.keys(LETTER_PLACEHOLDERS)
      .map((k) => `{{${k}}}`)
      .join(' ');
    expect(fillLetter(all, values)).not.toMatch(/\{\{|\}\}/);
  });

  it('refuses a template with a placeholder the letter cannot fill, naming it', () => {
    expect(() => fillLetter('against invoice {{invoice_number}} of {{amount}}', values)).toThrow(LetterTemplateError);
    expect(unknownPlaceholders('{{invoice_number}} {{amount}} {{Amount}}')).toEqual(['invoice_number', 'Amount']);
    expect(placeholdersIn('{{a}} {{ a }} {{b}}')).toEqual(['a', 'b']);
  });

  it('finds a ₹ written before a money placeholder (the value carries its own sign)', () => {
    expect(doubledRupeeSigns('has settled ₹{{amount}} and ₹ {{due_amount}}; {{amount}}')).toEqual(['amount', 'due_amount']);
    expect(doubledRupeeSigns('{{amount}}')).toEqual([]);
  });
});
