/**
 * Checks real responses against the OpenAPI document (3.1, so JSON Schema 2020-12 through
 * ajv/dist/2020): given the method, the path (concrete, e.g. /api/customers/12, or a template)
 * and the response, it finds the operation and checks the status is documented, the documented
 * required headers are present and valid, and the body matches the schema of its media type.
 * A path the document does not know must answer 404, and a method it does not list for a known
 * path must answer 405 with an `Allow` header naming the documented methods — both with the
 * Error body. Problems come back as readable lines; `assertResponse` throws them.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { documentedMethods, matchPathTemplate } from '../../api/src/openapi/pathMatch';

type Json = Record<string, unknown>;

export interface ResponseLike {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  text?: string;
}

interface MediaType {
  schema?: Json;
}
interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: Json }>;
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject & { $ref?: string }>;
}

const DOC_ID = 'https://bakaya.local/openapi.json';
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** Local `#/…` references → references into the registered document. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOC_ID}${v}` : rebase(v)]),
    );
  }
  return schema;
}

function preview(value: unknown): string {
  const s = JSON.stringify(value);
  return s === undefined ? 'undefined' : s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

/** The value at an ajv instancePath (/0/secondary_email). */
function at(root: unknown, pointer: string): unknown {
  let v = root;
  for (const part of pointer.split('/').slice(1)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return v;
}

function describeErrors(errors: ErrorObject[] | null | undefined, body: unknown): string[] {
  // anyOf/oneOf failures repeat every branch: keep the deepest, most specific lines, once each.
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const e of errors ?? []) {
    const where = e.instancePath || '(body)';
    const params =
      e.keyword === 'additionalProperties'
        ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"`
        : e.keyword === 'required'
          ? ` "${(e.params as { missingProperty: string }).missingProperty}"`
          : '';
    const line = `${where} ${e.message}${params} (got ${preview(at(body, e.instancePath))}; schema ${e.schemaPath})`;
    if (!seen.has(line)) {
      seen.add(line);
      lines.push(line);
    }
    if (lines.length >= 12) break;
  }
  return lines;
}

export function createOpenApiValidator(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const compiled = new Map<string, ValidateFunction>();

  /** A Response Object, following a `$ref` to components.responses. */
  const resolve = (r: (ResponseObject & { $ref?: string }) | undefined): ResponseObject | undefined => {
    if (!r?.$ref) return r;
    const target = at(doc, r.$ref.replace(/^#/, '')) as ResponseObject | undefined;
    if (!target) throw new Error(`The document refers to ${r.$ref}, which it does not have.`);
    return target;
  };

  const validatorFor = (key: string, schema: Json) => {
    let v = compiled.get(key);
    if (!v) compiled.set(key, (v = ajv.compile(rebase(schema) as Json)));
    return v;
  };

  function checkBody(key: string, schema: Json, body: unknown): string[] {
    const validate = validatorFor(key, schema);
    return validate(body) ? [] : describeErrors(validate.errors, body);
  }

  function header(res: ResponseLike, name: string): string | undefined {
    const v = res.headers[name.toLowerCase()];
    return Array.isArray(v) ? v.join(', ') : v;
  }

  /** Every way `res` differs from what the document says `method path` answers (empty when it matches). */
  function check(method: string, path: string, res: ResponseLike): string[] {
    const pathname = path.split('?')[0]!;
    const m = method.toLowerCase();
    const template = paths[pathname] ? pathname : matchPathTemplate(paths, pathname);
    const jsonBody = () => res.body;
    if (!template) {
      if (res.status !== 404) return [`the document has no path for ${pathname}, so it must answer 404, but it answered ${res.status}`];
      return checkBody('unknown-path', ERROR_REF, jsonBody()).map((l) => `404 body: ${l}`);
    }
    const item = paths[template]!;
    const op = item[m] ?? (m === 'head' ? item.get : undefined);
    if (!op) {
      const problems: string[] = [];
      if (res.status !== 405)
        problems.push(`${template} documents no ${method.toUpperCase()}, so it must answer 405, but it answered ${res.status}`);
      const allow = header(res, 'Allow');
      const expected = documentedMethods(paths, template);
      if (!allow) problems.push(`405 without an Allow header (documented: ${expected.join(', ')})`);
      else if (
        allow
          .split(/\s*,\s*/)
          .sort()
          .join() !== [...expected].sort().join()
      )
        problems.push(`Allow is "${allow}", the document lists ${expected.join(', ')}`);
      problems.push(...checkBody('method-not-allowed', ERROR_REF, jsonBody()).map((l) => `405 body: ${l}`));
      return problems;
    }
    const responses = op.responses ?? {};
    const status = String(res.status);
    const response = resolve(responses[status] ?? responses[`${status[0]}XX`] ?? responses.default);
    if (!response)
      return [
        `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')}); body ${preview(res.body ?? res.text)}`,
      ];
    const problems: string[] = [];
    for (const [name, h] of Object.entries(response.headers ?? {})) {
      const value = header(res, name);
      if (value === undefined) {
        if (h.required) problems.push(`header ${name} is required but missing`);
        continue;
      }
      if (h.schema) {
        const typed = (h.schema.type === 'integer' || h.schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
        problems.push(...checkBody(`${template} ${m} ${status} header ${name}`, h.schema, typed).map((l) => `header ${name}: ${l}`));
      }
    }
    if (response.content && res.status !== 204) {
      const type = String(header(res, 'Content-Type') ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      const media = response.content[type];
      if (!media)
        problems.push(`Content-Type "${type}" is not documented for ${status} (documented: ${Object.keys(response.content).join(', ')})`);
      else if (media.schema && type.endsWith('json'))
        problems.push(...checkBody(`${template} ${m} ${status} ${type}`, media.schema, jsonBody()));
    }
    return problems;
  }

  /** Throws a readable error when `res` does not match the document. */
  function assertResponse(method: string, path: string, res: ResponseLike): void {
    const problems = check(method, path, res);
    if (problems.length) {
      throw new Error(
        `${method.toUpperCase()} ${path} → ${res.status} does not match the OpenAPI document:\n  - ${problems.join('\n  - ')}`,
      );
    }
  }

  return { check, assertResponse, resolve, ajv, paths };
}

export type OpenApiValidator = ReturnType<typeof createOpenApiValidator>;
