/**
 * Spec §8: "several user calls catch errors and return a failure object: status false, empty data,
 * the error message". Those routes put `failureObject([])` or `failureObject({})` before their
 * handler: that is the one place a route declares its error shape. Every error of such a call —
 * its own, and the guards' that run before any route (invalid JSON, a body that is not an object,
 * a NUL character, a bad token, a body too large) — then answers, with its usual HTTP status, the
 * usual error body plus `status: false` and the empty `data`: `{ status: false, data: [], message,
 * errors? }`, so a client may read either shape. Their successes answer `{ status: true, data,
 * message? }` (ok()).
 *
 * The guards fail before Express has chosen a route, so the error handler asks the app's router
 * which route would have taken the request (declaredFailure) and reads that route's declaration.
 */
import type { Request, RequestHandler, Response } from 'express';

type EmptyData = [] | Record<string, never>;

/** Marks the middleware failureObject() returns, so the route's declaration can be read without running it. */
const DECLARED = Symbol('failureObject');
type Declaration = RequestHandler & { [DECLARED]?: EmptyData };

export function failureObject(empty: EmptyData): RequestHandler {
  const declaration: Declaration = (_req, res, next) => {
    res.locals.failureObject = { data: empty };
    next();
  };
  declaration[DECLARED] = empty;
  return declaration;
}

/** The parts of Express's router (router 2.x) read here: its layers, what each matches and its route or sub-router. */
interface LayerLike {
  match(path: string): false | { path: string };
  route?: { stack: LayerLike[]; _handlesMethod(method: string): boolean };
  handle: unknown;
}

/**
 * The failure-object declaration of the first route that would take `method path`, walking the
 * layers as Express dispatches them: `null` when that route declares none, `undefined` when no
 * route takes the request.
 */
function declaredFailure(stack: readonly LayerLike[], method: string, path: string): EmptyData | null | undefined {
  for (const layer of stack) {
    const matched = layer.match(path);
    if (!matched) continue;
    if (layer.route) {
      if (!layer.route._handlesMethod(method)) continue;
      const declaration = layer.route.stack.map((l) => (l.handle as Declaration)[DECLARED]).find((d) => d !== undefined);
      return declaration ?? null;
    }
    const inner = (layer.handle as { stack?: LayerLike[] }).stack;
    if (!Array.isArray(inner)) continue;
    const found = declaredFailure(inner, method, path.slice(matched.path.length) || '/');
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The fields the error handler adds for a failure-object call (whether or not its route ran yet); none for any other. */
export function failureFields(req: Request, res: Response): { status?: false; data?: EmptyData } {
  const marked = res.locals?.failureObject as { data: EmptyData } | undefined;
  if (marked) return { status: false, data: marked.data };
  const stack = (req.app as unknown as { router?: { stack?: LayerLike[] } } | undefined)?.router?.stack;
  if (!stack) return {};
  // Express matches the raw path and then decodes parameters; a broken %-escape in a parameter makes that
  // throw (a 400), so the look-up matches with every `%` neutralised: literal segments never hold one.
  const declared = declaredFailure(stack, req.method, req.originalUrl.split('?')[0]!.replace(/%/g, '_'));
  return declared ? { status: false, data: declared } : {};
}

/** The success body of the §7 calls: `{ status: true, data, ...extra }` (extra: message, total…). */
export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({ status: true as const, data, ...extra });
