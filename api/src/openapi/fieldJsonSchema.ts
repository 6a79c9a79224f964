/** JSON Schema (OpenAPI 3.1) for one registry field, from its type and the validation patterns. */
import type { FieldDef } from '../registry/types';
import { MAX_URL_LENGTH, patterns } from '../validation';

type JsonSchema = Record<string, unknown>;

const src = (re: RegExp) => re.source;

export function fieldJsonSchema(def: FieldDef): JsonSchema {
  const base: JsonSchema = {
    title: def.label,
    ...(def.help ? { description: def.help } : {}),
    ...(def.example !== undefined ? { examples: [def.example] } : {}),
  };
  const text = (extra: JsonSchema = {}) => ({
    ...base,
    type: 'string',
    ...(def.min !== undefined ? { minLength: def.min } : {}),
    maxLength: def.max ?? (def.type === 'string' ? 255 : undefined),
    ...extra,
  });
  switch (def.type) {
    case 'id':
    case 'reference':
      return { ...base, type: 'integer', minimum: 1, ...(def.reference ? { 'x-reference': def.reference } : {}) };
    case 'string':
    case 'text':
    case 'richtext':
      return text();
    case 'slug':
      return text({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
    case 'url':
      return {
        ...base,
        type: 'string',
        pattern: src(patterns.webUrl),
        maxLength: def.max ?? MAX_URL_LENGTH,
        description: [def.help, 'http:// or https:// only; no spaces, quotes, backticks, backslashes, < > or control characters.']
          .filter(Boolean)
          .join(' '),
      };
    case 'email':
      return { ...base, type: 'string', format: 'email', pattern: src(patterns.email) };
    case 'mobile':
      return { ...base, type: 'string', pattern: src(patterns.mobile), examples: ['9876543210'] };
    case 'gstin':
      return {
        ...base,
        type: 'string',
        pattern: src(patterns.gstin),
        description: 'Upper-cased; the 15th character is a mod-36 check digit.',
        examples: ['27AAPFU0939F1ZV'],
      };
    case 'pan':
      return { ...base, type: 'string', pattern: src(patterns.pan) };
    case 'ifsc':
      return { ...base, type: 'string', pattern: src(patterns.ifsc) };
    case 'udin':
      return { ...base, type: 'string', pattern: src(patterns.udin) };
    case 'integer':
      return {
        ...base,
        type: 'integer',
        ...(def.min !== undefined ? { minimum: def.min } : {}),
        ...(def.max !== undefined ? { maximum: def.max } : {}),
      };
    case 'money':
      return {
        ...base,
        type: 'string',
        pattern: src(patterns.money),
        description: 'Rupees as a decimal string with 2 decimals (never a float).',
        examples: ['125000.00'],
      };
    case 'percent':
      return { ...base, type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?$', examples: ['18.00'] };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'datetime':
      return { ...base, type: 'string', format: 'date-time' };
    case 'enum':
      return { ...base, enum: def.choices!.map((c) => c.id), 'x-labels': Object.fromEntries(def.choices!.map((c) => [c.id, c.name])) };
    case 'json':
      return { ...base, type: ['object', 'array'] };
    case 'ip':
      return { ...base, type: 'string', description: 'IPv4/IPv6 address or CIDR range' };
    case 'colour':
      return { ...base, type: 'string', pattern: '^#[0-9a-fA-F]{6}$' };
  }
}
