import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, env } from '../config/env';

let cached: string | undefined;

/** JWT_SECRET, or a random secret generated once and kept in .data/jwt-secret (mode 0600). */
export function jwtSecret(): string {
  if (cached) return cached;
  if (env.jwtSecret) return (cached = env.jwtSecret);
  if (env.isProduction) throw new Error('JWT_SECRET must be set in production.');
  const file = path.join(DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e; // another process won the race
    }
  }
  return (cached = fs.readFileSync(file, 'utf8').trim());
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
