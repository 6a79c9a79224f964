/**
 * OpenAPI path items generated from the route contracts (./routes/): request
 * schemas as the route reads them (zod's input side), answers as it sends them (the output side).
 * openApiDocument adds the statuses every operation may answer.
 */
import { z } from 'zod';
import type { RouteAnswer, RouteContract } from './routeContract';
import { documentInputRule } from './inputRuleDocs';
import { errorResponse, type JsonSchema } from './responses';

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema; what JSON cannot state (a refine, a transform) is left out. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: documentInputRule,
  });
  return rest;
}

const IN = { params: 'path', query: 'query', headers: 'header' } as const;

function parameters(route: RouteContract): JsonSchema[] {
  return (Object.keys(IN) as Array<keyof typeof IN>).flatMap((part) => {
    const object = route[part];
    if (!object) return [];
    const schema = jsonSchemaOf(object, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(schema.properties ?? {}).map(([name, { description, ...property }]) => ({
      name,
      in: IN[part],
      required: part === 'params' || (schema.required ?? []).includes(name),
      schema: property,
      ...(description ? { description } : {}),
    }));
  });
}

function answer(a: RouteAnswer | string): JsonSchema {
  if (typeof a === 'string') return errorResponse(a);
  if (a.shared) return { $ref: `#/components/responses/${a.shared}` };
  const media = typeof a.media === 'string' ? [a.media] : (a.media ?? ['application/json']);
  const headers = a.headers
    ? Object.fromEntries(
        Object.entries(a.headers).map(([name, { schema, ...rest }]) => [name, { ...rest, schema: jsonSchemaOf(schema, 'output') }]),
      )
    : undefined;
  return {
    description: a.description,
    ...(headers ? { headers } : {}),
    ...(a.body ? { content: Object.fromEntries(media.map((type) => [type, { schema: jsonSchemaOf(a.body!, 'output') }])) } : {}),
  };
}

function operation(route: RouteContract): JsonSchema {
  const params = parameters(route);
  const content = route.bodyByMedia
    ? Object.fromEntries(Object.entries(route.bodyByMedia).map(([type, schema]) => [type, { schema: jsonSchemaOf(schema, 'input') }]))
    : route.body &&
      Object.fromEntries((route.bodyMedia ?? ['application/json']).map((type) => [type, { schema: jsonSchemaOf(route.body!, 'input') }]));
  return {
    tags: route.tags,
    ...(route.open ? { security: [] } : {}),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(content ? { requestBody: { required: !route.bodyOptional, content } } : {}),
    responses: Object.fromEntries(Object.entries(route.responses).map(([status, a]) => [status, answer(a)])),
  };
}

/** components.schemas from zod schemas (the answers several operations refer to). */
export function componentSchemas(schemas: Record<string, z.ZodType>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output')]));
}

/** The path items of a list of route contracts. */
export function routePaths(routes: RouteContract[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`Two contracts for ${route.method.toUpperCase()} ${route.path}`);
    item[route.method] = operation(route);
  }
  return paths;
}
