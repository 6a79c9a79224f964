/**
 * Finds which documented path template a concrete request path belongs to, so the API can answer
 * an unsupported method with 405 and the `Allow` header the document states (and tests can find
 * the operation a response must match). Literal segments win over `{param}` segments.
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Template {
  path: string;
  /** Per segment: the literal text, or a pattern when it holds a parameter (`{id}`, `{id}.pdf`). */
  segments: Array<string | RegExp>;
  literals: number;
}

const PARAM = /\{[^}]+\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A segment with a parameter as a pattern: `{id}` is any non-empty text, `{id}.pdf` any non-empty text then `.pdf`. */
function segmentMatcher(segment: string): string | RegExp {
  if (!segment.includes('{')) return segment;
  return new RegExp(`^${segment.split(PARAM).map(escapeRegExp).join('.+')}$`);
}

const compiled = new WeakMap<object, Template[]>();

function templatesOf(paths: Record<string, unknown>): Template[] {
  let list = compiled.get(paths);
  if (!list) {
    list = Object.keys(paths).map((path) => {
      const segments = path.split('/').slice(1).map(segmentMatcher);
      return { path, segments, literals: segments.filter((s) => typeof s === 'string').length };
    });
    compiled.set(paths, list);
  }
  return list;
}

/** The documented template for `concretePath` (e.g. '/api/customers/12' → '/api/customers/{id}'), or undefined. */
export function matchPathTemplate(paths: Record<string, unknown>, concretePath: string): string | undefined {
  const trimmed = concretePath.length > 1 && concretePath.endsWith('/') ? concretePath.slice(0, -1) : concretePath;
  const segments = trimmed.split('/').slice(1);
  let best: Template | undefined;
  for (const t of templatesOf(paths)) {
    if (t.segments.length !== segments.length) continue;
    const fits = t.segments.every((s, i) => (typeof s === 'string' ? s === segments[i] : s.test(segments[i]!)));
    if (fits && (!best || t.literals > best.literals)) best = t;
  }
  return best?.path;
}

/** The methods documented for a template, upper-case, in a stable order (HEAD wherever GET is). */
export function documentedMethods(paths: Record<string, unknown>, template: string): string[] {
  const item = (paths[template] ?? {}) as Record<string, unknown>;
  const methods = HTTP_METHODS.filter((m) => item[m]).map((m) => m.toUpperCase());
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
  return methods;
}
