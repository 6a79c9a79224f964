import { describe, expect, it } from 'vitest';
import { getResource } from '@bakaya/api/registry';
import {
  booleanText,
  booleanValue,
  groupSettings,
  groupTitle,
  SETTING_INPUT_TYPES,
  settingChoices,
  settingValueProblem,
  valueForSave,
  type GlobalSetting,
} from '../../admin/src/screens/settings/settingsModel';

const s = (id: number, label: string, group: string | null, input_type = 'text'): GlobalSetting => ({
  id,
  label,
  key: label.toLowerCase().replace(/\W+/g, '-'),
  group,
  input_type,
  options: null,
  value: '',
});

describe('global settings model', () => {
  it('knows every input type the registry offers', () => {
    const choices = getResource('global-settings')!.fields.input_type!.choices!.map((c) => c.id);
    expect([...SETTING_INPUT_TYPES].sort()).toEqual([...choices].sort());
  });

  it('groups by `group`: general first, then by title; settings by label', () => {
    const groups = groupSettings([
      s(1, 'Support mail', 'contact'),
      s(2, 'Brand name', 'general'),
      s(3, 'Bypass captcha', 'security'),
      s(4, 'General mail', 'contact'),
      s(5, 'Loose', null),
      s(6, 'Map lat', 'map_point'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['General', 'Contact', 'Map point', 'Security']);
    expect(groups[0]!.settings.map((x) => x.label)).toEqual(['Brand name', 'Loose']);
    expect(groups[1]!.settings.map((x) => x.label)).toEqual(['General mail', 'Support mail']);
    expect(groupTitle('bcm-sync')).toBe('Bcm sync');
    expect(groupTitle('')).toBe('General');
  });

  it('reads select options in the shapes staff write them', () => {
    expect(settingChoices([{ id: 'general', name: 'General' }])).toEqual([{ id: 'general', name: 'General' }]);
    expect(settingChoices(['a', 2])).toEqual([
      { id: 'a', name: 'a' },
      { id: '2', name: '2' },
    ]);
    expect(settingChoices({ a: 'A' })).toEqual([{ id: 'a', name: 'A' }]);
    expect(settingChoices('[{"id":1,"name":"One"}]')).toEqual([{ id: '1', name: 'One' }]);
    expect(settingChoices('not json')).toEqual([]);
    expect(settingChoices(null)).toEqual([]);
  });

  it('stores yes/no as text', () => {
    expect(booleanValue('true')).toBe(true);
    expect(booleanValue('1')).toBe(true);
    expect(booleanValue('false')).toBe(false);
    expect(booleanValue(null)).toBe(false);
    expect(booleanText(true)).toBe('true');
    expect(valueForSave('boolean', false)).toBe('false');
  });

  it('checks a value by its input type; empty is allowed', () => {
    expect(settingValueProblem('number', '26.9124')).toBeUndefined();
    expect(settingValueProblem('number', '3,000')).toMatch(/number/);
    expect(settingValueProblem('email', 'support@bakaya.in')).toBeUndefined();
    expect(settingValueProblem('email', 'support@')).toMatch(/email/);
    expect(settingValueProblem('url', 'https://wa.me/918047181818')).toBeUndefined();
    expect(settingValueProblem('url', 'wa.me/91')).toMatch(/https/);
    expect(settingValueProblem('image', '/api/media/3/file')).toBeUndefined();
    expect(settingValueProblem('image', 'logo.png')).toMatch(/media library/);
    expect(settingValueProblem('select', 'orders', [{ id: 'orders', name: 'Orders' }])).toBeUndefined();
    expect(settingValueProblem('select', 'nope', [{ id: 'orders', name: 'Orders' }])).toMatch(/options/);
    expect(settingValueProblem('text', 'anything')).toBeUndefined();
    expect(settingValueProblem('number', '')).toBeUndefined();
    expect(settingValueProblem('email', null)).toBeUndefined();
  });

  it('trims plain values but keeps long and rich text as typed', () => {
    expect(valueForSave('text', '  Bakaya ')).toBe('Bakaya');
    expect(valueForSave('textarea', 'a\n  b ')).toBe('a\n  b ');
    expect(valueForSave('richtext', '<p>x</p> ')).toBe('<p>x</p> ');
    expect(valueForSave('number', null)).toBe('');
  });
});
