/**
 * The malformed requests of the OpenAPI fuzz, per operation ("POST /api/user/update"): first the
 * guards' cases (bad JSON, JSON that is not an object, NUL, prototype keys, a bad id), then a
 * seeded sample of the rest (each documented query parameter, path parameter and body property
 * given odd values). Every request is meant to be refused: ids never name a real record.
 */
type Json = Record<string, unknown>;

export interface FuzzCase {
  method: string;
  /** Concrete path, parameters filled in (already URL-encoded). */
  path: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
  label: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** A well-formed id no record has: the other parameters of a case stay out of its way. */
const ABSENT_ID = '2147480001';

const BAD_PATH_VALUES: Record<string, string> = {
  zero: '0',
  negative: '-1',
  fraction: '1.5',
  word: 'abc',
  'past int4': '2147483648',
  'past int8': '99999999999999999999',
  exponent: '1e3',
  'NUL (%00)': '%00',
  'broken %-escape': '%E0%A4',
  'devanagari digits': encodeURIComponent('१२३'),
  long: 'a'.repeat(3000),
};

const ODD_STRINGS: Record<string, string> = {
  empty: '',
  blank: '   ',
  NUL: 'a\u0000b',
  long: 'x'.repeat(20_000),
  markup: '<script>alert(1)</script>',
  'devanagari digits': '१२३',
  'fullwidth digits': '１２３',
  'date +16:00': '2026-01-01T00:00:00+16:00',
  'date -23:59': '2026-01-01T00:00:00-23:59',
  'year 0': '0000-01-01',
  'year 275760+': '+275761-01-01',
  'feb 30': '2026-02-30',
  'month 13': '2026-13-01',
  NaN: 'NaN',
  Infinity: 'Infinity',
  'negative zero': '-0',
  'unpaired surrogate': '\ud800',
};

const ODD_VALUES: Record<string, unknown> = {
  null: null,
  true: true,
  negative: -1,
  'below int4': -2_147_483_649,
  'past int8': 9_223_372_036_854_775_808,
  'past safe integer': 2 ** 53 + 1,
  huge: 1e308,
  fraction: 1.5,
  'tiny fraction': 1e-12,
  object: {},
  list: [],
  'list of null': [null],
  'prototype object': JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  ...ODD_STRINGS,
};

const BAD_QUERY_VALUES: Record<string, string> = {
  'bad JSON': '{',
  'JSON list': '[]',
  'JSON object': '{}',
  number: '1e400',
  negative: '-1',
  word: 'abc',
  NUL: 'a\u0000',
  long: 'q'.repeat(5000),
};

const LIST_PARAM_VALUES: Record<string, Record<string, string>> = {
  range: {
    'range negative': '[-5,2]',
    'range reversed': '[9,0]',
    'range huge': '[0,1e20]',
    'range words': '["a","b"]',
    'range one number': '[3]',
    'range of objects': '[{},{}]',
    'range past int8': '[0,99999999999999999999]',
  },
  sort: {
    'sort unknown field': '["no_such_field","ASC"]',
    'sort bad order': '["id","SIDEWAYS"]',
    'sort __proto__': '["__proto__","ASC"]',
    'sort constructor': '["constructor","DESC"]',
    'sort one item': '["id"]',
    'sort object': '{"id":"ASC"}',
  },
  filter: {
    'filter __proto__': '{"__proto__":{"polluted":true}}',
    'filter constructor': '{"constructor":"x"}',
    'filter prototype': '{"prototype":1}',
    'filter q number': '{"q":123}',
    'filter id empty list': '{"id":[]}',
    'filter id words': '{"id":["x","y"]}',
    'filter id huge': '{"id":1e400}',
    'filter id object': '{"id":{"$gt":1}}',
    'filter date +16:00': '{"created_at_gte":"2026-01-01T00:00:00+16:00"}',
    'filter date -16:00': '{"created_at_lte":"2026-01-01T00:00:00-16:00"}',
    'filter date year 0': '{"created_at_gte":"0000-01-01"}',
    'filter date far future': '{"created_at_lte":"+275761-01-01"}',
    'filter date month 13': '{"created_at":"2026-13-45"}',
    'filter id_gte word': '{"id_gte":"abc"}',
    'filter unknown field': '{"no_such_field":1}',
    'filter list': '[1,2]',
  },
};

const GUARD_BODIES: Record<string, string> = {
  'body bad JSON': '{"a":',
  'body JSON string': '"abc"',
  'body JSON number': '12',
  'body JSON null': 'null',
  'body JSON list': '[{}]',
  'body NUL': '{"name":"a\\u0000b"}',
  'body NUL key': '{"a\\u0000":1}',
  'body prototype keys': '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1}',
  'body deep nesting': `${'['.repeat(3000)}${']'.repeat(3000)}`,
  'body huge number': '{"id":1e999}',
};

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function resolve(doc: Json, value: unknown): Json {
  let v = value as Json | undefined;
  for (let hops = 0; v && typeof v.$ref === 'string' && hops < 10; hops++) {
    const parts = (v.$ref as string).replace(/^#\//, '').split('/');
    v = parts.reduce<unknown>((node, p) => (node as Json | undefined)?.[p], doc) as Json | undefined;
  }
  return v ?? {};
}

/** The top-level properties a JSON body schema names (through $ref and allOf). */
function bodyProperties(doc: Json, schema: unknown, depth = 0): string[] {
  const s = resolve(doc, schema);
  const own = Object.keys((s.properties as Json | undefined) ?? {});
  const nested = depth < 4 ? ((s.allOf as unknown[] | undefined) ?? []).flatMap((part) => bodyProperties(doc, part, depth + 1)) : [];
  return [...new Set([...own, ...nested])];
}

/** The cases of one operation: the guards' first, then a seeded shuffle of the rest. */
function casesOf(doc: Json, template: string, method: string, op: Json, random: () => number): FuzzCase[] {
  const params = ((op.parameters as unknown[] | undefined) ?? []).map((p) => resolve(doc, p));
  const pathParams = params.filter((p) => p.in === 'path').map((p) => String(p.name));
  const queryParams = params.filter((p) => p.in === 'query').map((p) => String(p.name));
  const fill = (overrides: Record<string, string> = {}) =>
    template.replace(/\{([^}]+)\}/g, (_m, name: string) => overrides[name] ?? (/id$/i.test(name) ? ABSENT_ID : 'ABSENT0000'));
  const M = method.toUpperCase();
  const json = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const takesBody = M !== 'GET' && M !== 'DELETE';
  const first: FuzzCase[] = [];
  const rest: FuzzCase[] = [];
  if (takesBody) for (const [label, body] of Object.entries(GUARD_BODIES)) first.push({ method: M, path: fill(), body, label });
  for (const name of pathParams) {
    Object.entries(BAD_PATH_VALUES).forEach(([label, value], i) =>
      (i < 2 ? first : rest).push({ method: M, path: fill({ [name]: value }), label: `path ${name} ${label}` }),
    );
  }
  for (const name of queryParams) {
    // The first few range/sort/filter cases of a list belong with the guards' (a slice always has them).
    const special = Object.keys(LIST_PARAM_VALUES[name] ?? {}).slice(0, 3);
    for (const [label, value] of Object.entries({ ...LIST_PARAM_VALUES[name], ...BAD_QUERY_VALUES }))
      (special.includes(label) ? first : rest).push({ method: M, path: fill(), query: { [name]: value }, label: `query ${name} ${label}` });
  }
  if (takesBody && json?.['application/json']) {
    const schema = (json['application/json'] as Json).schema;
    for (const prop of bodyProperties(doc, schema)) {
      for (const [label, value] of Object.entries(ODD_VALUES))
        rest.push({ method: M, path: fill(), body: JSON.stringify({ [prop]: value }), label: `body ${prop} ${label}` });
    }
  }
  return [...first, ...shuffled(rest, random)];
}

/** Every operation's cases, at most `perOperation` each, in document order. */
export function fuzzCasesOf(doc: Json, perOperation: number, seed: number): Map<string, FuzzCase[]> {
  const random = mulberry32(seed);
  const out = new Map<string, FuzzCase[]>();
  for (const [template, item] of Object.entries((doc.paths as Json) ?? {})) {
    if (!template.startsWith('/api/')) continue;
    for (const method of METHODS) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op) continue;
      out.set(`${method.toUpperCase()} ${template}`, casesOf(doc, template, method, op, random).slice(0, perOperation));
    }
  }
  return out;
}
