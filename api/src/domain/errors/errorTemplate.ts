/** The `{name}`s of an error template, as a type (none for a text that is not a literal type). */
export type Placeholders<S extends string> = string extends S
  ? never
  : S extends `${string}{${infer P}}${infer Rest}`
    ? P | Placeholders<Rest>
    : never;

export type ParamValue = string | number;

/** The `{name}`s of a template, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/** A template with its `{name}`s filled from params (a name without a value stays as written). */
export function fillTemplate(template: string, params: Readonly<Record<string, ParamValue>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
