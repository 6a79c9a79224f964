/** GET /api/admin/exports/agent-revenue.csv: an IST date range, an optional agent, streamed CSV, export_jobs. */
import crypto from 'node:crypto';
import Papa from 'papaparse';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REVENUE_CSV_COLUMNS } from '../../api/src/contracts';
import { assertWithinExportDays } from '../../api/src/domain/exports/agentRevenueExport';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';

const t = createTestApp();
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn(t.db, { roleId: 2 });
});
afterAll(() => t.close());

const ist = (s: string) => new Date(`${s}+05:30`);

async function agent(name: string) {
  const [row] = await t.db('agents').insert({ name, mobile: uniqueMobile() }).returning(['id', 'mobile']);
  return row as { id: number; mobile: string };
}

async function revenue(agentId: number, customer: { id: number }, amount: string, commission: string, at: Date) {
  const [order] = await t
    .db('orders')
    .insert({
      order_number: `AR-${crypto.randomUUID().slice(0, 20)}`,
      user_id: customer.id,
      purpose: 'subscription',
      amount,
      total: amount,
      status: 'paid',
      created_at: at,
    })
    .returning(['id', 'order_number']);
  await t.db('agent_revenue').insert({ agent_id: agentId, order_id: order.id, amount, commission, created_at: at });
  return order.order_number as string;
}

const exportCsv = (query: Record<string, string | number>, auth = admin.auth) =>
  request(t.app).get('/api/admin/exports/agent-revenue.csv').query(query).set('Authorization', auth);

const latestJob = () => t.db('export_jobs').where({ resource: 'agent-revenue' }).orderBy('id', 'desc').first();

describe('agent revenue export', () => {
  // Nothing else in the test database is dated 1999, so the rows of these days are exactly ours.
  let manoj: { id: number; mobile: string };
  let pooja: { id: number; mobile: string };
  const orders: string[] = [];
  beforeAll(async () => {
    manoj = await agent('Manoj Kumar');
    pooja = await agent('=HYPERLINK("http://evil")');
    const customer = await createUser(t.db, { name: 'Ramesh, "RK" Traders' });
    orders.push(await revenue(manoj.id, customer, '1180.00', '100.00', ist('1999-03-01T00:00:00')));
    orders.push(await revenue(pooja.id, customer, '2360.50', '200.05', ist('1999-03-15T12:00:00')));
    // 00:30 IST on 1 April is still 31 March in UTC: it is an April row.
    orders.push(await revenue(manoj.id, customer, '99.99', '0.00', ist('1999-04-01T00:30:00')));
    orders.push(await revenue(manoj.id, customer, '10.00', '1.00', ist('1999-02-28T23:59:59')));
  });

  it('streams a header row and the period’s rows: IST dates, decimal-string amounts, the name from Content-Disposition', async () => {
    const res = await exportCsv({ from: '1999-03-01', to: '1999-03-31' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="agent-revenue_1999-03-01_to_1999-03-31.csv"; filename*=UTF-8''agent-revenue_1999-03-01_to_1999-03-31.csv`,
    );
    const rows = Papa.parse<string[]>(res.text.trim()).data;
    expect(rows[0]).toEqual([...AGENT_REVENUE_CSV_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      ['1999-03-01', String(manoj.id), 'Manoj Kumar', manoj.mobile, orders[0], 'Subscription', 'Ramesh, "RK" Traders', '1180.00', '100.00'],
      // A name a spreadsheet would run as a formula is escaped with a leading quote.
      [
        '1999-03-15',
        String(pooja.id),
        `'=HYPERLINK("http://evil")`,
        pooja.mobile,
        orders[1],
        'Subscription',
        'Ramesh, "RK" Traders',
        '2360.50',
        '200.05',
      ],
    ]);
    expect(await latestJob()).toMatchObject({
      status: 'done',
      row_count: 2,
      requested_by: admin.user.id,
      filter: { from: '1999-03-01', to: '1999-03-31' },
    });
  });

  it('takes whole IST days at both ends, and one agent when asked', async () => {
    const res = await exportCsv({ from: '1999-02-28', to: '1999-04-01', agent_id: manoj.id });
    const rows = Papa.parse<string[]>(res.text.trim()).data.slice(1);
    expect(rows.map((r) => [r[0], r[4]])).toEqual([
      ['1999-02-28', orders[3]],
      ['1999-03-01', orders[0]],
      ['1999-04-01', orders[2]],
    ]);
    expect(res.headers['content-disposition']).toContain(`agent-revenue_1999-02-28_to_1999-04-01_agent-${manoj.id}.csv`);
    expect(await latestJob()).toMatchObject({ row_count: 3, filter: { agent_id: manoj.id } });
  });

  it('streams a period longer than one cursor batch completely, in order', async () => {
    const bulk = await agent('Bulk Agent');
    const customer = await createUser(t.db);
    const n = 1234;
    const orderRows = Array.from({ length: n }, (_, i) => ({
      order_number: `BULK-${crypto.randomUUID().slice(0, 20)}`,
      user_id: customer.id,
      purpose: 'cir',
      amount: `${i}.50`,
      total: `${i}.50`,
      status: 'paid',
      created_at: new Date(ist('1997-06-01T09:00:00').getTime() + i * 60_000),
    }));
    const ids: Array<{ id: number }> = await t.db('orders').insert(orderRows).returning('id');
    await t.db.batchInsert(
      'agent_revenue',
      ids.map(({ id }, i) => ({ agent_id: bulk.id, order_id: id, amount: `${i}.50`, created_at: orderRows[i]!.created_at })),
      500,
    );
    const res = await exportCsv({ from: '1997-06-01', to: '1997-06-30', agent_id: bulk.id });
    const rows = Papa.parse<string[]>(res.text.trim()).data.slice(1);
    expect(rows).toHaveLength(n);
    expect(rows.map((r) => r[7])).toEqual(Array.from({ length: n }, (_, i) => `${i}.50`));
    expect(await latestJob()).toMatchObject({ status: 'done', row_count: n });
  });

  it('answers 204 with no body when the period has no revenue, and still records the export', async () => {
    const res = await exportCsv({ from: '1998-01-01', to: '1998-01-31' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await latestJob()).toMatchObject({ status: 'done', row_count: 0 });
  });

  it.each([
    [{ to: '1999-03-31' }, 'from', /start date/],
    [{ from: '1999-03-01' }, 'to', /end date/],
    [{ from: '1999-02-30', to: '1999-03-31' }, 'from', /YYYY-MM-DD/],
    [{ from: '01/03/1999', to: '1999-03-31' }, 'from', /YYYY-MM-DD/],
    [{ from: '1999-03-31', to: '1999-03-01' }, 'to', /on or after the start date/],
    [{ from: '1999-03-01', to: '1999-03-31', agent_id: 'abc' }, 'agent_id', /whole number/],
    [{ from: '1999-03-01', to: '1999-03-31', agent_id: 987654321 }, 'agent_id', /No agent has this id/],
  ])('refuses %j with 400 on %s', async (query, field, message) => {
    const res = await exportCsv(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.errors[field]).toBeTruthy();
  });

  it('needs Agent Revenue → download; customers 403, anonymous 401', async () => {
    const reader = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'Revenue reader', { 'Agent Revenue': ['listView', 'detailView'] })).id,
    });
    const downloader = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'Revenue downloader', { 'Agent Revenue': ['download'] })).id,
    });
    const q = { from: '1999-03-01', to: '1999-03-31' };
    const refused = await exportCsv(q, reader.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/permission/);
    expect((await exportCsv(q, downloader.auth)).status).toBe(200);
    expect((await exportCsv(q, (await signedIn(t.db)).auth)).status).toBe(403);
    expect((await request(t.app).get('/api/admin/exports/agent-revenue.csv').query(q)).status).toBe(401);
  });

  it('keeps to the export-days setting: the admin’s own, else their role’s', async () => {
    const role = await createRole(t.db, 'Short exports', { 'Agent Revenue': ['download'] });
    await t.db('export_day_settings').insert({ role_id: role.id, days: 30 });
    const staff = await signedIn(t.db, { roleId: role.id });
    const refused = await exportCsv({ from: '1999-03-01', to: '1999-03-31' }, staff.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Your exports may reach back 30 days: start on \d{4}-\d{2}-\d{2} or later\./);
    expect(refused.body.errors.from).toBe(refused.body.message);
    await t.db('export_day_settings').insert({ user_id: staff.user.id, days: 1 });
    // The admin's own setting wins over the role's.
    expect((await exportCsv({ from: '1999-03-01', to: '1999-03-31' }, staff.auth)).body.message).toMatch(/reach back 1 day: /);
  });

  it('counts export days in whole IST days, today included', () => {
    const now = ist('2026-11-21T10:00:00');
    expect(() => assertWithinExportDays('2026-11-21', 1, now)).not.toThrow();
    expect(() => assertWithinExportDays('2026-11-20', 1, now)).toThrow(/start on 2026-11-21/);
    expect(() => assertWithinExportDays('2026-10-23', 30, now)).not.toThrow();
    expect(() => assertWithinExportDays('2026-10-22', 30, now)).toThrow(/30 days/);
    expect(() => assertWithinExportDays('1900-01-01', null, now)).not.toThrow();
  });
});
