/**
 * What JSON Schema cannot read from the shared input rules of api/src/validation (their checks are
 * functions): the pattern each one tests, from the same RegExp the rule uses. A rule's copies made
 * by `.refine()` or `.default()` keep the rule's own check (or transform), so they are found too.
 */
import type { z } from 'zod';
import {
  emailSchema,
  GSTIN_PATTERN,
  gstinSchema,
  ifscSchema,
  MONEY_PATTERN,
  mobileSchema,
  moneySchema,
  panSchema,
  patterns,
  udinSchema,
} from '../validation';
import type { JsonSchema } from './responses';

const upperCased = 'Upper-cased before it is checked.';
const DOCUMENTED: Array<[z.ZodType, JsonSchema]> = [
  [
    moneySchema,
    {
      pattern: MONEY_PATTERN.source,
      description: 'Rupees with at most 2 decimals, as a string (never a float), e.g. "1250.50".',
      examples: ['1250.50'],
    },
  ],
  [
    gstinSchema,
    {
      pattern: GSTIN_PATTERN.source,
      description: `${upperCased} The 15th character is a mod-36 check digit.`,
      examples: ['27AAPFU0939F1ZV'],
    },
  ],
  [mobileSchema, { pattern: patterns.mobile.source, examples: ['9876543210'] }],
  [emailSchema, { format: 'email', pattern: patterns.email.source }],
  [panSchema, { pattern: patterns.pan.source, description: upperCased }],
  [ifscSchema, { pattern: patterns.ifsc.source, description: upperCased }],
  [udinSchema, { pattern: patterns.udin.source, description: upperCased }],
];

interface Def {
  in?: unknown;
  checks?: unknown[];
}
/** The part of a rule its copies share: a pipe's input side, or the last check (the rule's own). */
const identity = (schema: z.ZodType): unknown => {
  const def = schema._zod.def as Def;
  return def.in ?? def.checks?.at(-1);
};
const DOCS_BY_IDENTITY = new Map<unknown, JsonSchema>(DOCUMENTED.map(([schema, docs]) => [identity(schema), docs]));

/** The `override` of z.toJSONSchema: adds a shared rule's pattern and wording to its JSON Schema, drops noise. */
export function documentInputRule(ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void {
  // z.number().int()'s safe-integer bounds say nothing a reader needs.
  if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
  if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
  const key = identity(ctx.zodSchema as z.ZodType);
  const docs = key === undefined ? undefined : DOCS_BY_IDENTITY.get(key);
  if (docs) Object.assign(ctx.jsonSchema, docs);
}
