import { describe, expect, it } from 'vitest';
import { auditDiff, changeOf, diffCounts, formatAuditValue, parseSnapshot, stableJson } from '../../admin/src/screens/audit/auditDiff';
import { diffOptionsFor, recordPath } from '../../admin/src/screens/audit/auditRecord';

describe('audit snapshots', () => {
  it('reads objects, JSON text and nothing', () => {
    expect(parseSnapshot({ a: 1 })).toEqual({ a: 1 });
    expect(parseSnapshot('{"a":1}')).toEqual({ a: 1 });
    expect(parseSnapshot(null)).toBeNull();
    expect(parseSnapshot('null')).toBeNull();
    expect(parseSnapshot('')).toBeNull();
  });
  it('keeps a bare value or broken JSON as one value', () => {
    expect(parseSnapshot(5)).toEqual({ '(value)': 5 });
    expect(parseSnapshot('[1,2]')).toEqual({ '(value)': [1, 2] });
    expect(parseSnapshot('{oops')).toEqual({ '(value)': '{oops' });
  });
  it('compares nested values by content, not key order', () => {
    expect(stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(stableJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }));
  });
});

describe('changeOf', () => {
  it('tells set, cleared, changed and unchanged apart', () => {
    expect(changeOf(null, 'x')).toBe('added');
    expect(changeOf(undefined, 0)).toBe('added');
    expect(changeOf('x', null)).toBe('removed');
    expect(changeOf('processing', 'verified')).toBe('changed');
    expect(changeOf({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe('unchanged');
    expect(changeOf(null, undefined)).toBe('unchanged');
    expect(changeOf(0, '0')).toBe('changed');
  });
});

describe('auditDiff', () => {
  const before = { id: 7, status: 'processing', settled_amount: '0.00', verified_on: null, updated_at: 'a' };
  const after = {
    id: 7,
    status: 'verified',
    settled_amount: '0.00',
    verified_on: '2026-11-21T06:00:00Z',
    updated_at: 'b',
    note: 'Checked',
  };

  it('gives one row per field of either side', () => {
    const rows = auditDiff(before, after);
    expect(rows.map((r) => [r.field, r.change])).toEqual([
      ['note', 'added'],
      ['settled_amount', 'unchanged'],
      ['status', 'changed'],
      ['verified_on', 'added'],
      ['id', 'unchanged'],
      ['updated_at', 'changed'],
    ]);
  });
  it("follows the resource's field order and labels, book-keeping last", () => {
    const rows = auditDiff(before, after, diffOptionsFor('defaulter-cases'));
    expect(rows.map((r) => r.field)).toEqual(['verified_on', 'settled_amount', 'status', 'note', 'id', 'updated_at']);
    expect(rows.find((r) => r.field === 'status')!.label).toBe('Settlement status');
    expect(rows.find((r) => r.field === 'note')!.label).toBe('Note'); // a key the resource does not declare, in words
  });
  it('shows a create as every field set and a delete as every field cleared', () => {
    expect(auditDiff(null, { name: 'QA lead', status: 1 }).map((r) => r.change)).toEqual(['added', 'added']);
    expect(auditDiff('{"name":"QA lead"}', null).map((r) => r.change)).toEqual(['removed']);
    expect(auditDiff(null, null)).toEqual([]);
  });
  it('counts what changed', () => {
    expect(diffCounts(auditDiff(before, after))).toEqual({ changed: 4, unchanged: 2 });
  });
});

describe('audit values and links', () => {
  it('pretty-prints JSON values and shows nothing as empty', () => {
    expect(formatAuditValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatAuditValue(null)).toBe('');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue('text')).toBe('text');
  });
  it("links a record to its resource's detail page", () => {
    expect(recordPath('defaulter-cases', '12')).toBe('/customer-management/defaulter/12/show');
    expect(recordPath('admin-roles', 6)).toBe('/admin-user-management/admin-role/6/show');
  });
  it('has no link for an unknown resource or a missing record', () => {
    expect(recordPath('sign-in', '3')).toBeUndefined();
    expect(recordPath('defaulter-cases', null)).toBeUndefined();
    expect(recordPath('defaulter-cases', ' ')).toBeUndefined();
  });
});

describe('links after a delete', () => {
  it('does not link a record that a hard delete removed', () => {
    expect(recordPath('role-permissions', '66', 'delete')).toBeUndefined();
    expect(recordPath('admin-roles', '6', 'deactivate')).toBe('/admin-user-management/admin-role/6/show');
  });
});

describe('readable audit values (issue 12: labels, not raw values)', () => {
  it('shows status names, ₹ amounts, dates and words for keys the resource does not declare', () => {
    const rows = auditDiff(
      { status: 'processing', due_amount: '125000.00', verified_on: null },
      {
        status: 'more_details_required',
        due_amount: '125000.50',
        verified_on: '2026-10-09T06:30:00.000Z',
        event_id: 42,
        note: 'Upload the ledger',
      },
      diffOptionsFor('defaulter-cases'),
    );
    const byField = Object.fromEntries(rows.map((r) => [r.field, r]));
    expect(byField.status).toMatchObject({ label: 'Settlement status', beforeText: 'Processing', afterText: 'More Documents Required' });
    expect(byField.due_amount).toMatchObject({ beforeText: '₹1,25,000.00', afterText: '₹1,25,000.50' });
    expect(byField.verified_on!.afterText).toBe('09, Oct, 2026, 12:00');
    expect(byField.event_id).toMatchObject({ label: 'Event id', afterText: '42' });
    expect(byField.note).toMatchObject({ label: 'Note', afterText: 'Upload the ledger' });
  });

  it('shows CMS content as its text, not its HTML, and ISO timestamps as dates', () => {
    const rows = auditDiff(
      { body: '<p>Old <b>terms</b></p>' },
      { body: '<p>New&nbsp;terms</p><p>Second &amp; last</p>', updated_at: '2026-11-21T10:30:00.000Z' },
      diffOptionsFor('cms-posts'),
    );
    const byField = Object.fromEntries(rows.map((r) => [r.field, r]));
    expect(byField.body).toMatchObject({ beforeText: 'Old terms', afterText: 'New terms\nSecond & last' });
    expect(byField.updated_at!.afterText).toBe('21, Nov, 2026, 16:00');
  });

  it('names actions in words', async () => {
    const { actionLabel } = await import('../../admin/src/screens/audit/auditDiff');
    expect(actionLabel('deactivate')).toBe('Deactivated');
    expect(actionLabel('transition')).toBe('Status changed');
    expect(actionLabel('temp_otp_login')).toBe('Signed in with a temporary code');
    expect(actionLabel('some_new_action')).toBe('Some new action');
  });

  it("describes a catalogued action with the API catalog's line, and nothing otherwise", async () => {
    const { actionDescription } = await import('../../admin/src/screens/audit/auditDiff');
    expect(actionDescription('case-notices', 'view')).toBe('The reported business opened its notice page.');
    expect(actionDescription('settlement-requests', 'bank')).toBe('A verified bank account was chosen to receive the settlement.');
    expect(actionDescription('faqs', 'import')).toMatch(/^Rows of an uploaded file imported/);
    expect(actionDescription('case-notices', 'no_such_action')).toBeUndefined();
    expect(actionDescription(null, 'view')).toBeUndefined();
  });
});
