/** Set-up of the defaulter-report tests: a verified business on a plan, a report body, evidence files, a storage we can look into. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import request from 'supertest';
import { createApp } from '../../api/src/app';
import { localDiskStorage } from '../../api/src/storage/localDiskStorage';
import { randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import { memberWithBusiness, planOnSale } from '../payments/support';
import { createTestApp } from '../support/testApp';

/** The test app with its uploads in a fresh folder, so a test can see that no file was left behind. */
export function reportTestApp() {
  const t = createTestApp();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-report-'));
  const app = createApp({ ...t.ctx, storage: localDiskStorage(root) });
  const filesOnDisk = (): string[] => {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else out.push(p);
      }
    };
    walk(root);
    return out;
  };
  return {
    ...t,
    app,
    filesOnDisk,
    close: async () => {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A member whose business is GST-verified and on a plan charging `fee` (+18 % GST) per report (and any other `terms`). */
export async function reporterOnPlan(
  db: Knex,
  fee = '500.00',
  opts: { verified?: boolean; plan?: boolean; terms?: Record<string, unknown> } = {},
) {
  const m = await memberWithBusiness(db);
  if (opts.verified ?? true) await db('businesses').where({ id: m.business.id }).update({ gst_verified_at: new Date() });
  if (opts.plan ?? true) {
    const { version } = await planOnSale(db, { report_defaulter_fee: fee, igst_percent: '18.00', ...opts.terms });
    await db('subscriptions').insert({
      user_id: m.user.id,
      business_id: m.business.id,
      plan_version_id: version.id,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 30 * 86_400_000),
      status: 'active',
    });
  }
  return m;
}

let n = 0;
/** A sound report body from `businessId` against a fresh buyer GSTIN. */
export function reportBody(businessId: number, over: Record<string, unknown> = {}) {
  n += 1;
  return {
    reporter_business_id: businessId,
    defaulter_gstin: randomGstin('27'),
    defaulter_name: 'Slow Payer Traders',
    invoices: [
      { invoice_number: `INV-${n}-1`, invoice_date: '2026-01-10', amount: '60000.00', due_date: '2026-02-09' },
      { invoice_number: `INV-${n}-2`, invoice_date: '2026-02-01', amount: '40000.50', due_date: '2026-03-03' },
    ],
    advance_paid: '10000.00',
    goods_accepted_on: '2026-01-12',
    agreed_credit_days: 30,
    contact: { name: 'Ravi Kumar', mobile: '9812345678', email: 'ravi@example.com' },
    remarks: 'Two invoices unpaid after reminders.',
    ca_udin: '26123456ABCDEF1234',
    terms_accepted: true,
    ...over,
  };
}

type Attach = Partial<Record<'invoice' | 'bilty' | 'ledger_certificate' | 'ca_certificate' | 'payment_proof', Array<[Buffer, string]>>>;

export const defaultFiles = (): Attach => ({
  invoice: [
    [samples.pdf, 'invoice-1.pdf'],
    [samples.png, 'invoice-2.png'],
  ],
  ledger_certificate: [[samples.pdf, 'ledger.pdf']],
  ca_certificate: [[samples.jpeg, 'ca.jpg']],
  bilty: [[samples.pdf, 'bilty.pdf']],
});

export function postReport(
  app: Parameters<typeof request>[0],
  auth: string,
  body: unknown,
  files: Attach = defaultFiles(),
  url = '/api/defaulter/report',
) {
  let r = request(app)
    .post(url)
    .set('Authorization', auth)
    .field('report', typeof body === 'string' ? body : JSON.stringify(body));
  for (const [field, list] of Object.entries(files)) for (const [buf, name] of list ?? []) r = r.attach(field, buf, name);
  return r;
}
