/**
 * Issue 19 §5: every code of the API's error catalog has its English (the catalog) and its Hindi
 * (portal/src/i18n/errors.hi.ts), both naming exactly the code's params; a code appears in one
 * component's catalog only; the portal shows a coded refusal in Hindi by its code.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG, ERROR_CATALOGS, ERROR_CODES, ERROR_KINDS, placeholdersOf } from '../../api/src/domain/errors';
import { ERRORS_HI, hindiAnswer } from '../../portal/src/i18n/errors.hi';

const DEVANAGARI = /[\u0900-\u097F]/;
/** A text that is only values and punctuation (a form rule's message, a file and its refusal): nothing to write in Devanagari. */
const valuesOnly = (text: string) => !/[A-Za-z]/.test(text.replace(/\{\w+\}/g, ''));

describe('the error catalog', () => {
  it('has each code once, SCREAMING_SNAKE, with a known kind', () => {
    const perComponent = Object.values(ERROR_CATALOGS).flatMap((c) => Object.keys(c));
    expect(perComponent.length).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(ERROR_KINDS, code).toContain(ERROR_CATALOG[code].kind);
    }
  });

  it('has an English and a Hindi text for every code, naming the same params', () => {
    for (const code of ERROR_CODES) {
      const english = ERROR_CATALOG[code].english;
      const hindi = ERRORS_HI[code];
      expect(english.trim(), code).not.toBe('');
      expect(hindi?.trim(), code).toBeTruthy();
      expect(placeholdersOf(hindi).sort(), code).toEqual(placeholdersOf(english).sort());
      if (!valuesOnly(english)) expect(hindi, code).toMatch(DEVANAGARI);
    }
    expect(Object.keys(ERRORS_HI).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('translates a coded refusal and its fields by code, with their values', () => {
    const body = {
      message: 'limit must be a whole number from 1 to 500.',
      code: 'WHOLE_NUMBER_RANGE',
      params: { name: 'limit', min: 1, max: 500 },
      field_codes: { limit: { code: 'WHOLE_NUMBER_RANGE_FIELD', params: { min: 1, max: 500 } } },
    };
    expect(hindiAnswer(body, body.message, { limit: 'A whole number from 1 to 500.', other: 'Plain text' })).toEqual([
      'limit 1 से 500 तक की पूरी संख्या होनी चाहिए।',
      { limit: '1 से 500 तक की पूरी संख्या।', other: 'Plain text' },
    ]);
    expect(hindiAnswer({}, 'x', {})).toBeUndefined();
  });

  it('translates the form rule carried in a FORM_RULE refusal', () => {
    const message = 'Please enter your message (at least 10 characters).';
    const [hindi] = hindiAnswer({ code: 'FORM_RULE', params: { message } }, message, {})!;
    expect(hindi).toBe('कृपया अपना संदेश लिखें (कम से कम 10 अक्षर)।');
  });
});
