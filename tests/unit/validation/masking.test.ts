import { describe, it, expect } from 'vitest';
import { maskPhone, maskEmail } from '../../../api/src/validation/index';

describe('maskPhone', () => {
  it.each([
    ['9876543210', 'xxxxxxxx10'],
    ['6000000099', 'xxxxxxxx99'],
    ['+91 98765 43210', 'xxxxxxxx10'], // normalised first
    ['09876543210', 'xxxxxxxx10'],
    ['98765-43210', 'xxxxxxxx10'], // fallback: digits only, all but the last 2 masked
    ['12345', 'xxx45'],
    ['12', 'xx'], // too short to reveal anything
    ['7', 'x'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(maskPhone(input)).toBe(expected));

  it('never leaks more than the last 2 digits', () => {
    const masked = maskPhone('9876543210');
    expect(masked).toHaveLength(10);
    expect(masked.replace(/x/g, '')).toBe('10');
  });
});

describe('maskEmail', () => {
  it.each([
    ['rahul.sharma@example.com', 'xxxxxxxxxxma@example.com'],
    ['abc@x.in', 'xbc@x.in'],
    ['ab@x.in', 'xb@x.in'], // 2-char local part: keep only the last 1
    ['a@x.in', 'x@x.in'], // 1-char local part: mask it all
    ['a.b@c@example.com', 'xxx@c@example.com'], // splits at the last @
    ['no-at-sign', 'xxxxxxxxxx'],
    ['@example.com', 'xxxxxxxxxxxx'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(maskEmail(input)).toBe(expected));

  it('keeps the local part length and the domain', () => {
    const input = 'someone.long@company.co.in';
    const masked = maskEmail(input);
    expect(masked).toHaveLength(input.length);
    expect(masked.endsWith('ng@company.co.in')).toBe(true);
    expect(masked.startsWith('x'.repeat(10))).toBe(true);
  });
});
