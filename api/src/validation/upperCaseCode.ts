import { z } from 'zod';

/**
 * Identifiers typed in any case and compared upper-cased (PAN, IFSC, UDIN): the predicate, the
 * normaliser and the form rule come from one pattern and one pair of messages.
 */
export function upperCaseCode(pattern: RegExp, messages: { required: string; invalid: string }) {
  const normalise = (s: string) => s.trim().toUpperCase();
  const test = (s: unknown) => typeof s === 'string' && pattern.test(normalise(s));
  const schema = z
    .string({ error: (iss) => (iss.input == null ? messages.required : messages.invalid) })
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: messages.required });
      else if (!pattern.test(v)) ctx.addIssue({ code: 'custom', message: messages.invalid });
    });
  return { normalise, test, schema };
}
