/**
 * Every JSON body of the API is an object (no operation takes a list or a bare value at the top).
 * express.json's strict mode refuses a bare value (`"abc"`, `12`, `null`) as a parse failure; this
 * tells that apart from malformed JSON (isJsonButNotObject, read by the error handler), and refuses
 * a top-level list here, so both answer 400 "The request body must be a JSON object".
 */
import type { RequestHandler } from 'express';
import { refusal } from '../domain/errors';

export const requireObjectBody: RequestHandler = (req, _res, next) =>
  next(Array.isArray(req.body) ? refusal('BODY_NOT_OBJECT', {}) : undefined);

/** For body-parser's `entity.parse.failed`: the raw body was valid JSON, only not an object or list (strict mode). */
export function isJsonButNotObject(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
