import crypto from 'node:crypto';
import type { Knex } from 'knex';
import pino from 'pino';
import request from 'supertest';
import { sandboxGatewayFor } from '../../api/src/adapters/paymentGateway/gatewayFromEnv';
import type { WebhookSender } from '../../api/src/adapters/paymentGateway/sandboxGateway';
import { bypassableCaptcha } from '../../api/src/adapters/captcha';
import { createDevOutbox } from '../../api/src/domain/messages';
import { createApp } from '../../api/src/app';
import { closeSidePool } from '../../api/src/db/sidePool';
import { issueToken } from '../../api/src/auth/tokens';
import { defaultRateLimits, type AppContext, type RateLimits } from '../../api/src/context';
import { ROLE } from '../../api/src/registry/features';
import { testKnex } from './db';
import { resourceHookTable } from '../../api/src/domain/resourceHooks';
import { ORDER_DELIVERIES } from '../../api/src/domain/orderDeliveries';

/** The real Express app on this run's database, with a silent logger. Call `close()` in afterAll. */
export function createTestApp(
  overrides: {
    limits?: Partial<RateLimits>;
    production?: boolean;
    devOutbox?: boolean;
    pool?: { min: number; max: number };
    acquireTimeoutMs?: number;
    authCacheMs?: number;
    /** A folder holding the portal's index.html (default: portal/dist, which exists only after a build). */
    portalDist?: string;
    site?: { origin: string; brand: string };
    /** Process webhooks in their request (default) or leave them to the payment-events job. */
    paymentWebhookInline?: boolean;
    /** How the sandbox gateway posts its webhooks (default: into this app, through HTTP, at once). */
    sandboxSend?: WebhookSender;
    /** A database of one's own (scripts/fuzzOpenApi.ts); default: this test run's. */
    db?: Knex;
  } = {},
) {
  const db = overrides.db ?? testKnex(overrides.pool, overrides.acquireTimeoutMs);
  const ctx: AppContext = {
    db,
    logger: pino({ level: 'silent' }),
    messaging: createDevOutbox({ revealSecrets: !overrides.production && (overrides.devOutbox ?? true), db }),
    captcha: bypassableCaptcha(true),
    // Generous by default so unrelated tests are not throttled; rate-limit tests pass their own.
    limits: {
      ...defaultRateLimits,
      otpSendsPerIp: { max: 10_000, windowSeconds: 900 },
      otpVerifiesPerIp: { max: 10_000, windowSeconds: 900 },
      ...overrides.limits,
    },
    hooks: resourceHookTable(),
    orderDeliveries: ORDER_DELIVERIES,
    // Off by default: many tests change accounts straight in the database. tests/security/callerCache.test.ts turns it on.
    authCacheMs: overrides.authCacheMs ?? 0,
    production: overrides.production ?? false,
    devOutbox: overrides.devOutbox ?? true,
    paymentWebhookInline: overrides.paymentWebhookInline,
  };
  // The sandbox gateway posts its signed webhooks into this very app (supertest, no port needed).
  const gateway = sandboxGatewayFor(db, {
    send:
      overrides.sandboxSend ??
      (async (url, body, headers) => (await request(app).post(new URL(url).pathname).set(headers).send(body)).status),
  });
  ctx.gateway = gateway;
  const app = createApp(ctx, { portalDist: overrides.portalDist, site: overrides.site });
  return {
    app,
    db,
    ctx,
    gateway,
    close: async () => {
      await closeSidePool(db);
      await db.destroy();
    },
  };
}

let counter = 0;
/** A unique valid Indian mobile number per call (first digit 6-9). */
export function uniqueMobile(): string {
  counter += 1;
  const n = (crypto.randomInt(0, 10_000_000) * 100 + (counter % 100)) % 1_000_000_000;
  return `9${String(n).padStart(9, '0')}`;
}

export async function createUser(db: Knex, opts: { roleId?: number; name?: string; status?: 0 | 1 } = {}) {
  const roleId = opts.roleId ?? ROLE.USER;
  const role = await db('roles').where({ id: roleId }).first('role_type');
  const mobile = uniqueMobile();
  const [user] = await db('users')
    .insert({
      name: opts.name ?? `Test user ${mobile}`,
      mobile,
      email: `u${mobile}@example.com`,
      role_id: roleId,
      account_type: role.role_type,
      status: opts.status ?? 1,
    })
    .returning('*');
  return user as { id: number; role_id: number; mobile: string; email: string; name: string };
}

/** A signed-in user: the row plus an `Authorization` header value. */
export async function signedIn(db: Knex, opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, opts);
  const { token } = await issueToken(db, user);
  return { user, token, auth: `Bearer ${token}` };
}

/** A new admin role with exactly these (feature → kinds) rules. */
export async function createRole(db: Knex, name: string, rules: Record<string, string[]>) {
  const [role] = await db('roles')
    .insert({ name: `${name} ${crypto.randomUUID().slice(0, 8)}`, role_type: 'admin' })
    .returning('*');
  const columns: Record<string, string> = {
    listView: 'list_view',
    detailView: 'detail_view',
    add_edit: 'add_edit',
    deactivate_activate: 'deactivate_activate',
    download: 'download',
    process: 'process',
  };
  for (const [feature, kinds] of Object.entries(rules)) {
    const row: Record<string, unknown> = { role_id: role.id, feature };
    for (const k of kinds) row[columns[k]!] = 1;
    await db('role_permissions').insert(row);
  }
  return role as { id: number; name: string };
}
