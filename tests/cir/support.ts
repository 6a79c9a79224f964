/** Set-up of the CIR API tests: members on a plan with a wallet, a subject PAN with cases, calls held to the OpenAPI document. */
import crypto from 'node:crypto';
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { createBusiness, randomPan } from '../domain/fixtures';
import { reporterOnPlan } from '../cases/support';
import { fundWallet } from '../payments/support';
import { servedOpenApiValidator } from '../support/servedOpenApi';

/**
 * A member whose business (in Rajasthan, as the seeded seller: CGST + SGST) is GST-verified and on a
 * plan with `cir_fee` (+ 18 % GST) and `free_cirs`, with `walletPaise` in the wallet.
 */
export async function memberOnPlan(db: Knex, opts: { cirFee?: string; freeCirs?: number; walletPaise?: number; plan?: boolean } = {}) {
  const m = await reporterOnPlan(db, '0.00', {
    plan: opts.plan,
    terms: { cir_fee: opts.cirFee ?? '500.00', free_cirs: opts.freeCirs ?? 0 },
  });
  if (opts.walletPaise) await fundWallet(db, m.user.id, opts.walletPaise);
  return m;
}

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A reporting business (its own member) in `state`; micro with a Udyam number when asked. */
export async function reporter(db: Knex, opts: { state?: string; tradeName?: string } = {}) {
  const b = await createBusiness(db, { gstin: sandboxGstin(opts.state ?? '08', randomPan('C')) });
  if (opts.tradeName) await db('businesses').where({ id: b.id }).update({ trade_name: opts.tradeName });
  return b;
}

/** A case against `gstin`, listed 10 days ago unless said otherwise. */
export async function addCase(
  db: Knex,
  by: { id: number; user_id: number },
  gstin: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await db('defaulter_cases')
    .insert({
      reporter_user_id: by.user_id,
      reporter_business_id: by.id,
      defaulter_gstin: gstin,
      defaulter_name: 'Slow Payer Traders Private Limited',
      due_amount: '50000.00',
      due_date: new Date(Date.now() - 120 * DAY).toISOString().slice(0, 10),
      status: 'verified',
      listed_from: daysAgo(10),
      created_at: daysAgo(40),
      ...fields,
    })
    .returning('id');
  return Number(row.id);
}

/** A fresh PAN with one GSTIN in Maharashtra (27). */
export function subjectGstin(state = '27'): string {
  return sandboxGstin(state, randomPan('C'));
}

/** Requests to the CIR API whose responses are held to the served OpenAPI document. */
export function cirClient(app: Express) {
  const validator = servedOpenApiValidator(app);
  const check = async (method: 'get' | 'post', path: string, res: request.Response) => {
    (await validator()).assertResponse(method, path.split('?')[0]!, res);
    return res;
  };
  return {
    get: async (path: string, auth?: string) => {
      let r = request(app).get(path);
      if (auth) r = r.set('Authorization', auth);
      return check('get', path, await r);
    },
    generate: async (
      auth: string | undefined,
      body: Record<string, unknown>,
      key: string | null = crypto.randomUUID(),
      path = '/api/cir/reports',
    ) => {
      let r = request(app).post(path);
      if (auth) r = r.set('Authorization', auth);
      if (key !== null) r = r.set('Idempotency-Key', key);
      return check('post', path, await r.send(body));
    },
  };
}
