/**
 * Global settings (spec §3: label, key/slug, input type, options, value) as the settings page shows
 * them: grouped by `group`, each value read and written as text by its input type. Pure, tested.
 */
import { isEmail } from '@bakaya/api/validation';

export const SETTING_INPUT_TYPES = [
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'email',
  'phone',
  'url',
  'richtext',
  'image',
] as const;
export type SettingInputType = (typeof SETTING_INPUT_TYPES)[number];

export interface GlobalSetting {
  id: number;
  label: string;
  key: string;
  group: string | null;
  input_type: SettingInputType | string;
  options: unknown;
  value: string | null;
}

export interface SettingChoice {
  id: string;
  name: string;
}
export interface SettingGroup {
  group: string;
  title: string;
  settings: GlobalSetting[];
}

/** 'general' → 'General', 'bcm_sync' / 'bcm-sync' → 'Bcm sync'. */
export function groupTitle(group: string | null | undefined): string {
  const words = (group ?? '').trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'General';
}

/** Settings by group: 'general' first, then the others by title; inside a group by label. */
export function groupSettings(rows: readonly GlobalSetting[]): SettingGroup[] {
  const groups = new Map<string, GlobalSetting[]>();
  for (const r of rows) {
    const g = (r.group ?? '').trim() || 'general';
    groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  return [...groups.entries()]
    .map(([group, settings]) => ({
      group,
      title: groupTitle(group),
      settings: [...settings].sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .sort((a, b) => (a.group === 'general' ? -1 : b.group === 'general' ? 1 : a.title.localeCompare(b.title)));
}

/**
 * The choices of a 'select' setting from its `options`: [{ id, name }], ['a', 'b'] or { a: 'A' },
 * also as JSON text. Anything else gives no choices.
 */
export function settingChoices(options: unknown): SettingChoice[] {
  let o = options;
  if (typeof o === 'string') {
    try {
      o = JSON.parse(o);
    } catch {
      return [];
    }
  }
  if (Array.isArray(o)) {
    return o.flatMap((c): SettingChoice[] => {
      if (typeof c === 'string' || typeof c === 'number') return [{ id: String(c), name: String(c) }];
      if (c && typeof c === 'object' && 'id' in c) {
        const { id, name } = c as { id: unknown; name?: unknown };
        return [{ id: String(id), name: String(name ?? id) }];
      }
      return [];
    });
  }
  if (o && typeof o === 'object') return Object.entries(o).map(([id, name]) => ({ id, name: String(name) }));
  return [];
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
/** Boolean settings are stored as the text 'true' / 'false'. */
export const booleanValue = (v: unknown) =>
  TRUE.has(
    String(v ?? '')
      .trim()
      .toLowerCase(),
  );
export const booleanText = (b: boolean) => (b ? 'true' : 'false');

const isWebAddress = (v: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v);

/** What is wrong with a value for its input type, or undefined. Empty values are allowed. */
export function settingValueProblem(inputType: string, value: unknown, options?: unknown): string | undefined {
  const v = value === null || value === undefined ? '' : String(value).trim();
  if (v === '') return undefined;
  switch (inputType) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(v) ? undefined : 'Enter a number, like 3000 or 26.9124.';
    case 'email':
      return isEmail(v) ? undefined : 'Enter a valid email address, like support@bakaya.in.';
    case 'url':
      return isWebAddress(v) ? undefined : 'Enter a full web address starting with https://.';
    case 'image':
      return isWebAddress(v) || v.startsWith('/') ? undefined : 'Choose an image from the media library, or give its web address.';
    case 'boolean':
      return ['true', 'false'].includes(v) ? undefined : 'Choose yes or no.';
    case 'select': {
      const choices = settingChoices(options);
      return !choices.length || choices.some((c) => c.id === v) ? undefined : 'Choose one of the options.';
    }
    default:
      return undefined;
  }
}

/** The value as saved: text trimmed (rich text and long text kept as typed), never undefined. */
export function valueForSave(inputType: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'boolean' ? booleanText(value) : String(value);
  return inputType === 'richtext' || inputType === 'textarea' ? s : s.trim();
}
