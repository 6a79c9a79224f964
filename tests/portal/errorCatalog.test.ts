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

  it('translates server answers only by their code, never by their English', () => {
    const samples = [
      // sign-in (api/src/auth)
      [{ code: 'OTP_CODE_WRONG', params: { attempts: 2 } }, 'कोड सही नहीं है। आपके पास 2 प्रयास बाकी हैं।'],
      [{ code: 'SESSION_ENDED', params: {} }, 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।'],
      // an HTTP guard
      [{ code: 'BODY_NOT_JSON', params: {} }, 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।'],
      // the engine's generic checks
      [{ code: 'FILTER_TOO_MANY_VALUES', params: { name: 'id', max: 500 } }, 'फ़िल्टर "id" में अधिकतम 500 मान हो सकते हैं।'],
      // former FORM_RULE / RULE_CONFLICT sites
      [{ code: 'GSTIN_CHECK_DIGIT', params: {} }, 'इस GSTIN का चेक अंक गलत है — कृपया नंबर फिर से जाँचें'],
      [
        { code: 'SETTLEMENT_ABOVE_OUTSTANDING', params: { outstanding: '₹5,000.00' } },
        'राशि इस मामले पर बकाया ₹5,000.00 से अधिक नहीं हो सकती।',
      ],
    ] as const;
    for (const [coded, hindi] of samples) {
      expect(ERRORS_HI[coded.code], coded.code).toBeDefined();
      // Whatever English the answer carried, the Hindi is the code's.
      expect(hindiAnswer(coded, 'any English at all', {})![0], coded.code).toBe(hindi);
    }
  });

  it('leaves an answer without a code in its English, even when the text is a known rule message', () => {
    const message = 'Please enter your message (at least 10 characters).';
    expect(hindiAnswer({}, message, { message })).toBeUndefined();
    const [, fields] = hindiAnswer({ code: 'FIX_FIELDS', params: {} }, 'Please correct the highlighted fields.', { message })!;
    expect(fields).toEqual({ message });
  });
});
