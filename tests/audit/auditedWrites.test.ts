/**
 * The one place audit rows come from (issue 19 §1): a row and its audit row in one call (auditedWrite.ts),
 * and a catalogued action (recordAction): what each stores, and that a misspelt action does not compile
 * (the `@ts-expect-error` lines fail `tsc -b` the day they stop being errors).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteAudited, insertAudited, updateAudited, updateAuditedIf, upsertAudited } from '../../api/src/audit/auditedWrite';
import { recordAction } from '../../api/src/audit/recordAction';
import { callAs } from '../../api/src/callContext';
import { createTestApp, createUser } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const GSTIN = '27AAPFU0939F1ZV';
const auditsOf = (resource: string, recordId: unknown) =>
  t
    .db('audit_logs')
    .where({ resource, record_id: String(recordId) })
    .orderBy('id')
    .select('action', 'actor_user_id', 'before', 'after');

describe('a row write with its audit row', () => {
  it('insert, update, delete: the stored row as after/before, or what `shown` makes of it', async () => {
    const user = await createUser(t.db);
    const call = callAs({ userId: user.id, roleName: 'User' });
    const row = await t.db.transaction((trx) =>
      insertAudited<{ id: number; gstin: string }>(
        trx,
        call,
        'gstin_watches',
        { user_id: user.id, gstin: GSTIN },
        { resource: 'audit-test' },
      ),
    );
    expect(row.gstin).toBe(GSTIN);
    await t.db.transaction((trx) =>
      updateAudited(
        trx,
        call,
        'gstin_watches',
        row.id,
        { updated_at: trx.fn.now() },
        {
          resource: 'audit-test',
          before: { gstin: GSTIN },
          returning: ['id', 'gstin'],
          shown: (r) => ({ gstin: r.gstin, note: 'shown' }),
        },
      ),
    );
    await t.db.transaction((trx) =>
      deleteAudited(trx, call, 'gstin_watches', row.id, { resource: 'audit-test', before: { gstin: GSTIN } }),
    );

    const audits = await auditsOf('audit-test', row.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audits[0]).toMatchObject({ actor_user_id: user.id, before: null, after: { id: row.id, user_id: user.id, gstin: GSTIN } });
    expect(audits[1]).toMatchObject({ before: { gstin: GSTIN }, after: { gstin: GSTIN, note: 'shown' } });
    expect(audits[2]).toMatchObject({ before: { gstin: GSTIN }, after: null });
    expect(await t.db('gstin_watches').where({ id: row.id }).first()).toBeUndefined();
  });

  it('upsert: merge audits the merged row; ignore writes and audits nothing when the row exists', async () => {
    const user = await createUser(t.db);
    const call = callAs(null);
    const values = { user_id: user.id, gstin: GSTIN };
    const first = await t.db.transaction((trx) =>
      upsertAudited<{ id: number }>(
        trx,
        call,
        'gstin_watches',
        values,
        { columns: ['user_id', 'gstin'], then: 'ignore' },
        { resource: 'audit-upsert' },
      ),
    );
    const ignored = await t.db.transaction((trx) =>
      upsertAudited(trx, call, 'gstin_watches', values, { columns: ['user_id', 'gstin'], then: 'ignore' }, { resource: 'audit-upsert' }),
    );
    expect(ignored).toBeUndefined();
    const merged = await t.db.transaction((trx) =>
      upsertAudited<{ id: number }>(
        trx,
        call,
        'gstin_watches',
        values,
        { columns: ['user_id', 'gstin'], then: 'merge' },
        { resource: 'audit-upsert', action: 'sign', returning: ['id', 'gstin'] },
      ),
    );
    expect(merged?.id).toBe(first?.id);
    const audits = await auditsOf('audit-upsert', first!.id);
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ['create', expect.objectContaining({ gstin: GSTIN })],
      ['sign', { id: first!.id, gstin: GSTIN }],
    ]);
  });

  it('updateAuditedIf: a row that no longer matches is neither changed nor audited', async () => {
    const user = await createUser(t.db);
    const [watch] = await t.db('gstin_watches').insert({ user_id: user.id, gstin: GSTIN }).returning('id');
    const changed = await t.db.transaction((trx) =>
      updateAuditedIf(
        trx,
        callAs(null),
        'gstin_watches',
        Number(watch.id),
        (q) => void q.where({ gstin: '29AAPFU0939F1ZV' }),
        { gstin: '24AAPFU0939F1ZV' },
        {
          resource: 'audit-if',
        },
      ),
    );
    expect(changed).toBeUndefined();
    expect(await t.db('gstin_watches').where({ id: watch.id }).first('gstin')).toEqual({ gstin: GSTIN });
    expect(await auditsOf('audit-if', watch.id)).toEqual([]);

    const moved = await t.db.transaction((trx) =>
      updateAuditedIf(
        trx,
        callAs(null),
        'gstin_watches',
        Number(watch.id),
        (q) => void q.where({ gstin: GSTIN }),
        { gstin: '24AAPFU0939F1ZV' },
        {
          resource: 'audit-if',
          returning: ['gstin'],
        },
      ),
    );
    expect(moved).toEqual({ gstin: '24AAPFU0939F1ZV' });
    expect(await auditsOf('audit-if', watch.id)).toEqual([
      { action: 'update', actor_user_id: null, before: null, after: { gstin: '24AAPFU0939F1ZV' } },
    ]);
  });

  it('rolls the audit back with the row', async () => {
    const user = await createUser(t.db);
    await expect(
      t.db.transaction(async (trx) => {
        await insertAudited(trx, callAs(null), 'gstin_watches', { user_id: user.id, gstin: GSTIN }, { resource: 'audit-rollback' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await t.db('audit_logs').where({ resource: 'audit-rollback' }).first()).toBeUndefined();
    expect(await t.db('gstin_watches').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('refuses an action the catalog does not declare (type check)', () => {
    // @ts-expect-error 'relase' is not a declared row action
    const misspelt: Parameters<typeof insertAudited>[4] = { resource: 'call-request-holds', action: 'relase' };
    expect(misspelt.action).toBe('relase');
  });
});

describe('recordAction', () => {
  it('stores the catalogued resource, action, record and shapes as given', async () => {
    const user = await createUser(t.db);
    await recordAction(
      t.db,
      { who: { userId: user.id, roleName: 'User' }, ip: '10.0.0.9', requestId: 'record-action-1' },
      {
        resource: 'case-notices',
        recordId: 987654,
        action: 'view',
        after: { case_id: 12 },
      },
    );
    const row = await t.db('audit_logs').where({ request_id: 'record-action-1' }).first();
    expect(row).toMatchObject({
      resource: 'case-notices',
      record_id: '987654',
      action: 'view',
      actor_user_id: user.id,
      before: null,
      after: { case_id: 12 },
    });

    // An action any resource may record ('import'), on a resource the catalog does not list.
    await recordAction(t.db, callAs(null), { resource: 'faqs', action: 'import', after: { rows: 2 } });
    expect(
      await t.db('audit_logs').where({ resource: 'faqs', action: 'import' }).orderBy('id', 'desc').first('record_id', 'after'),
    ).toEqual({
      record_id: null,
      after: { rows: 2 },
    });
  });

  it('refuses a misspelt action, an action of another resource, and a row write verb (type check)', async () => {
    const refused = async () => {
      // @ts-expect-error 'viewed' is not an action of case-notices
      await recordAction(t.db, callAs(null), { resource: 'case-notices', action: 'viewed' });
      // @ts-expect-error 'post' belongs to wallet-transactions, not invoices
      await recordAction(t.db, callAs(null), { resource: 'invoices', action: 'post' });
      // @ts-expect-error an unknown resource may record only the actions any resource may ('import')
      await recordAction(t.db, callAs(null), { resource: 'case-notice', action: 'view' });
      // @ts-expect-error a plain update is a row write: updateAudited, not recordAction
      await recordAction(t.db, callAs(null), { resource: 'customers', action: 'update' });
    };
    expect(refused).toBeTypeOf('function');
  });
});
