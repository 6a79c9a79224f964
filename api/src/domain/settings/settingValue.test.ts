import { describe, expect, it } from 'vitest';
import { FieldErrors } from '../../engine/fieldErrors';
import { globalSettingRules, isIndianPhone, settingValueProblem } from './settingValue';

const autoClose = { min: 500, max: 60000, integer: true };

describe('global setting values', () => {
  it('numbers: digits only, within the range of their options', () => {
    expect(settingValueProblem('number', '-1', autoClose)).toMatch(/from 500 to 60000/);
    expect(settingValueProblem('number', 'soon', autoClose)).toMatch(/number/);
    expect(settingValueProblem('number', '2500.5', autoClose)).toMatch(/whole/);
    expect(settingValueProblem('number', '3000', autoClose)).toBeUndefined();
    expect(settingValueProblem('number', '26.9124', { min: -90, max: 90 })).toBeUndefined();
    expect(settingValueProblem('number', '', autoClose)).toMatch(/needs a value/);
  });

  it('phones, emails, web addresses, yes/no and choices', () => {
    expect(settingValueProblem('phone', 'abc', null)).toMatch(/phone number/);
    expect(settingValueProblem('phone', '1800 309 4455', null)).toBeUndefined();
    expect(isIndianPhone('+91 98765 43210')).toBe(true);
    expect(isIndianPhone('0141-2345678')).toBe(true);
    expect(isIndianPhone('12345')).toBe(false);
    expect(settingValueProblem('email', 'support@', null)).toMatch(/email/);
    expect(settingValueProblem('url', 'javascript:alert(1)', null)).toMatch(/web address/);
    expect(settingValueProblem('boolean', 'maybe', null)).toMatch(/yes/);
    expect(settingValueProblem('boolean', 'false', null)).toBeUndefined();
    const topics = [
      { id: 'general', name: 'General' },
      { id: 'orders', name: 'Orders' },
    ];
    expect(settingValueProblem('select', 'refunds', topics)).toMatch(/General, Orders/);
    expect(settingValueProblem('select', 'orders', topics)).toBeUndefined();
    expect(settingValueProblem('text', 'anything at all', null)).toBeUndefined();
  });

  it('check the options themselves, and report options and value together', () => {
    const errors = new FieldErrors();
    globalSettingRules({ input_type: 'number', options: { min: 10, max: 1 }, value: 'x' }, errors);
    expect(Object.keys(errors.all).sort()).toEqual(['options', 'value']);
    const select = new FieldErrors();
    globalSettingRules({ input_type: 'select', options: null, value: 'a' }, select);
    expect(select.all).toHaveProperty('options');
  });
});
