import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteOrigin } from '../http/siteOrigin';

/** Repository root (two levels above api/src/config). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DATA_DIR = process.env.BAKAYA_DATA_DIR ?? path.join(ROOT_DIR, '.data');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

function flagFromEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

export const env = {
  nodeEnv: process.env.NODE_ENV ?? 'development',
  get isProduction() {
    return this.nodeEnv === 'production';
  },
  port: intFromEnv('PORT', 8080),
  databaseUrl: process.env.DATABASE_URL || undefined,
  embeddedPgPort: intFromEnv('EMBEDDED_PG_PORT', 54329),
  jwtSecret: process.env.JWT_SECRET || undefined,
  jwtTtlSeconds: intFromEnv('JWT_TTL_SECONDS', 7 * 24 * 3600),
  adminMobile: process.env.ADMIN_MOBILE ?? '9876543210',
  adminEmail: process.env.ADMIN_EMAIL ?? 'admin@bakaya.local',
  brand: process.env.BRAND_NAME ?? 'Bakaya',
  seedDemo: flagFromEnv('SEED_DEMO', !process.env.DATABASE_URL),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  bodyLimit: process.env.BODY_LIMIT ?? '1mb',
  trustProxy: flagFromEnv('TRUST_PROXY', false),
  /** GET /api/dev/outbox; `npm start` turns it on, and it never mounts in production. */
  devOutbox: flagFromEnv('DEV_OUTBOX', false),
  /** Knex's async stack traces: a stack captured on every query (≈ a third of a cheap request's CPU); for debugging only. */
  knexAsyncStackTraces: flagFromEnv('KNEX_ASYNC_STACK_TRACES', false),
  /** Background jobs (pg-boss) in this process; JOBS=off on web servers when `npm run worker` runs them. */
  jobs: flagFromEnv('JOBS', true),
  /** Process a gateway webhook in its request (true) or only store it for the payment-events job (false). */
  paymentWebhookInline: flagFromEnv('PAYMENT_WEBHOOK_INLINE', true),
  /** How long a signed-in caller is remembered between requests (ms); 0 turns it off. */
  authCacheMs: process.env.AUTH_CACHE_MS === '0' ? 0 : intFromEnv('AUTH_CACHE_MS', 5000),
  publicUrl: process.env.PUBLIC_URL || undefined,
  /**
   * One network's allowance of one-time codes per 15 minutes (sign-in, settlement and notice codes alike):
   * codes sent, and wrong codes tried. Behind a shared office gateway raise them; the browser tests do,
   * as every test signs in from 127.0.0.1.
   */
  otpSendsPerIp: intFromEnv('OTP_SENDS_PER_IP', 30),
  otpVerifiesPerIp: intFromEnv('OTP_VERIFIES_PER_IP', 60),
  /**
   * Where visitors reach the public site: canonical links and link previews use it, never the
   * request's Host header. PUBLIC_ORIGIN, else PUBLIC_URL, else this machine's http://localhost:PORT.
   */
  get publicOrigin(): string {
    return siteOrigin(process.env.PUBLIC_ORIGIN || this.publicUrl || `http://localhost:${this.port}`);
  },
};
export type Env = typeof env;
