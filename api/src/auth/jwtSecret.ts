import crypto from 'node:crypto';
import { env } from '../config/env';
import { localSecret } from '../config/localSecret';

let cached: string | undefined;

/** JWT_SECRET, or a random secret generated once and kept in .data/jwt-secret (mode 0600). */
export function jwtSecret(): string {
  if (cached) return cached;
  if (env.jwtSecret) return (cached = env.jwtSecret);
  if (env.isProduction) throw new Error('JWT_SECRET must be set in production.');
  return (cached = localSecret('jwt-secret'));
}

let key: crypto.KeyObject | undefined;
/**
 * The same secret as a KeyObject for jsonwebtoken. Handed a string, jsonwebtoken first tries to
 * parse it as a public key on every verify (crypto.createPublicKey, ~30 % of a cheap request's
 * CPU), fails, and only then builds a secret key; a KeyObject skips all of that.
 */
export function jwtKey(): crypto.KeyObject {
  return (key ??= crypto.createSecretKey(Buffer.from(jwtSecret(), 'utf8')));
}
