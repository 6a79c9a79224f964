/**
 * One declaration per endpoint: what a route takes and answers, as zod schemas. The OpenAPI
 * document is generated from these (./routeOperations.ts), so a rule the route validates with is
 * the rule the document states: import the route's own schema, never copy it.
 */
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A documented answer: its wording and, when described, the zod schema of its body. */
export interface RouteAnswer {
  description: string;
  /** The body (JSON unless `media` says otherwise); none: the body is not described. */
  body?: z.ZodType;
  /** The media type(s) of the body, each with the same schema. */
  media?: string | string[];
  headers?: Record<string, { schema: z.ZodType; required?: boolean; description?: string; example?: string }>;
  /** A response of components.responses instead (the error answers many operations share). */
  shared?: string;
}

export interface RouteContract {
  method: HttpMethod;
  /** The OpenAPI path template, e.g. /api/checkout/orders/{id}. */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Answers without signing in. */
  open?: boolean;
  /** Path, query and header parameters: one property each (a `.meta({ description })` becomes the parameter's). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media types, each with the same schema: JSON when left out. */
  bodyMedia?: string[];
  /** A body whose schema differs by media type (JSON, or a file upload). */
  bodyByMedia?: Record<string, z.ZodType>;
  /** Whether the body may be left out. */
  bodyOptional?: boolean;
  /** Status → answer; a string is an error answer (the Error body) with that wording. */
  responses: Record<number, RouteAnswer | string>;
}

/** A list of route contracts, typed. */
export const defineRoutes = (routes: RouteContract[]): RouteContract[] => routes;

/** A schema of components.schemas (the registry's record schemas, the shared call bodies), by reference: an object by default. */
export const componentRef = <T = Record<string, unknown>>(name: string): z.ZodType<T> =>
  // Only ever turned into JSON Schema (never used to parse), so the type says what the component holds.
  z.unknown().meta({ $ref: `#/components/schemas/${name}` }) as z.ZodType<T>;

/** Spec §8's failure object: the error body plus `status: false` and empty `data` (http/failureObject.ts). */
export const failureAnswer = (description: string): RouteAnswer => ({
  description,
  body: z.intersection(componentRef('Error'), componentRef('Failure')),
});

/** One of components.responses. */
export const sharedAnswer = (name: string): RouteAnswer => ({ description: name, shared: name });

/** A record id in a path, as the routes read it: 1 to 15 digits. */
export const idInPath = z.string().regex(/^\d{1,15}$/);

/** The Content-Range header of a paged list: `<resource> <first>-<last>/<total>`. */
export const contentRange = (example: string) => ({
  'Content-Range': { required: true, schema: z.string().regex(/^[a-z-]+ (\d+-\d+|\*)\/\d+$/), example },
});

/** A spec §7 call's success: `{ status: true, data, message? }` with `data` as given. */
export const callOk = (data: z.ZodType): z.ZodType => z.intersection(componentRef('CallOk'), z.looseObject({ data: data.optional() }));

/** A spec §7 call's page: `{ status: true, data: [...], total, estimated }`. */
export const callList = (item: z.ZodType): z.ZodType =>
  z.intersection(componentRef('CallList'), z.looseObject({ data: z.array(item).optional() }));

/** The refusals every failure-object call documents: invalid input and a missing or bad token. */
export const CALL_FAILURES = {
  400: failureAnswer('Invalid input'),
  401: failureAnswer('Not signed in, or the token is invalid or expired (`force_logout`)'),
};
