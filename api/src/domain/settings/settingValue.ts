/**
 * A global setting's value is checked by the setting's own input type: a number within the range
 * its options give, yes/no, one of its choices, an email, a web address, a phone number. Pure:
 * field rules for the engine (global-settings), unit-tested beside this file.
 */
import type { FieldErrors, Row } from '../../engine/hookRules';
import { isEmail, isMobile, isWebUrl } from '../../validation';

/** Range of a number setting, kept in its options: {"min": 500, "max": 60000, "integer": true}. */
export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Indian phone numbers as people write them: a mobile, a toll-free 1800/1860 number, or a landline with its STD code. */
export function isIndianPhone(s: string): boolean {
  const digits = s.replace(/^\+91[\s-]?/, '').replace(/[\s-]/g, '');
  if (!/^[\d\s+-]+$/.test(s) || !/^\d+$/.test(digits)) return false;
  return isMobile(digits) || /^18[06]0\d{6,7}$/.test(digits) || /^0\d{9,10}$/.test(digits);
}

const TYPES_NEEDING_A_VALUE = new Set(['number', 'boolean', 'select']);

/** What is wrong with the options themselves (a choice list, a number range), if anything. */
function optionsProblem(inputType: string, options: unknown): string | undefined {
  if (inputType === 'select') {
    const ok =
      Array.isArray(options) &&
      options.length > 0 &&
      options.every((o) => isObject(o) && (typeof o.id === 'string' || typeof o.id === 'number') && typeof o.name === 'string');
    return ok ? undefined : 'A choice needs its options: a list like [{"id": "a", "name": "A"}].';
  }
  if (inputType === 'number' && !blank(options)) {
    if (!isObject(options)) return 'Options of a number are its range, like {"min": 0, "max": 100}.';
    const { min, max, integer } = options as Record<string, unknown>;
    if ((min !== undefined && typeof min !== 'number') || (max !== undefined && typeof max !== 'number')) {
      return 'The range’s "min" and "max" must be numbers.';
    }
    if (integer !== undefined && typeof integer !== 'boolean') return '"integer" must be true or false.';
    if (typeof min === 'number' && typeof max === 'number' && min > max) return 'The range’s "min" cannot be more than its "max".';
  }
  return undefined;
}

/** What is wrong with `value` for a setting of `inputType` with `options`; undefined when it is fine. */
export function settingValueProblem(inputType: string, value: unknown, options: unknown): string | undefined {
  if (blank(value)) return TYPES_NEEDING_A_VALUE.has(inputType) ? 'This setting needs a value.' : undefined;
  const s = String(value).trim();
  switch (inputType) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(s)) return 'Enter a number, like 3000.';
      const n = Number(s);
      const range = (isObject(options) ? options : {}) as NumberOptions;
      if (range.integer && !Number.isInteger(n)) return 'Enter a whole number.';
      const { min, max } = range;
      if (typeof min === 'number' && typeof max === 'number' && (n < min || n > max)) return `Enter a number from ${min} to ${max}.`;
      if (typeof min === 'number' && n < min) return `Enter a number of at least ${min}.`;
      if (typeof max === 'number' && n > max) return `Enter a number of at most ${max}.`;
      return undefined;
    }
    case 'boolean':
      return s === 'true' || s === 'false' ? undefined : 'Choose yes (true) or no (false).';
    case 'select': {
      if (!Array.isArray(options)) return undefined; // the options' own error says what to fix
      const ids = options.map((o) => String((o as { id?: unknown }).id));
      return ids.includes(s) ? undefined : `Choose one of: ${options.map((o) => (o as { name?: unknown }).name).join(', ')}.`;
    }
    case 'email':
      return isEmail(s) ? undefined : 'Enter an email address, like support@bakaya.in.';
    case 'url':
      return isWebUrl(s) ? undefined : 'Enter a web address starting with http:// or https://, without spaces, quotes or < >.';
    case 'image':
      return isWebUrl(s) || /^\/[^\s"'`<>\\]*$/.test(s) ? undefined : 'Choose an image from the media library, or give its web address.';
    case 'phone':
      return isIndianPhone(s)
        ? undefined
        : 'Enter a phone number: a mobile, a toll-free number like 1800 309 4455, or a landline with its STD code.';
    default:
      return undefined;
  }
}

/** Field rules of global settings: the options fit the input type, and the value fits both. */
export function globalSettingRules(row: Row, errors: FieldErrors): void {
  const inputType = String(row.input_type ?? 'text');
  const optionsError = optionsProblem(inputType, row.options);
  if (optionsError) errors.add('options', optionsError);
  const valueError = settingValueProblem(inputType, row.value, row.options);
  if (valueError) errors.add('value', valueError);
}
