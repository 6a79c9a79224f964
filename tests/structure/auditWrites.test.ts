/**
 * Audit rows come from one place (issue 19 §1): a row write with its audit row in one call
 * (api/src/audit/auditedWrite.ts), a catalogued action (recordAction, api/src/audit/auditActions.ts), or
 * the engine's generic pipeline. So `writeAudit(` — the raw audit_logs insert — is called only inside
 * api/src/audit and by the pipeline itself; nobody builds an audit row by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORDED_ACTIONS, ROW_AUDIT_ACTIONS, auditActionDescription } from '../../api/src/audit/auditActions';
import { ROOT, withoutComments } from './tableWrites';

/**
 * Files outside api/src/audit that may call writeAudit, each with the reason. The engine's pipeline
 * audits every generic create, edit, delete and import through its own `audit` helper, the one place
 * it writes audit rows.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'api/src/engine/resourceService.ts': "the engine's generic pipeline: its `audit` helper audits every generic write",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

const CALL = /(?<![\w$])writeAudit\s*\(/;

/** `file:line code` for each writeAudit call outside api/src/audit, in api/src and seeds. */
function writeAuditCalls(files: readonly string[]): string[] {
  return files
    .map((file) => path.relative(ROOT, file))
    .filter((rel) => !rel.startsWith('api/src/audit/'))
    .flatMap((rel) =>
      withoutComments(fs.readFileSync(path.join(ROOT, rel), 'utf8'))
        .split('\n')
        .flatMap((line, i) => (CALL.test(line) ? [`${rel}:${i + 1} ${line.trim()}`] : [])),
    );
}

const codeFiles = () => [...sourceFiles(path.join(ROOT, 'api/src')), ...sourceFiles(path.join(ROOT, 'seeds'))];

describe('audit rows come from one place', () => {
  it('finds writeAudit calls (the scan works)', () => {
    const inAudit = sourceFiles(path.join(ROOT, 'api/src/audit'))
      .flatMap((file) => withoutComments(fs.readFileSync(file, 'utf8')).split('\n'))
      .filter((line) => CALL.test(line));
    // auditedWrite.ts and recordAction.ts call it; the engine's pipeline too.
    expect(inAudit.length).toBeGreaterThanOrEqual(3);
    expect(writeAuditCalls(codeFiles()).some((c) => c.startsWith('api/src/engine/resourceService.ts:'))).toBe(true);
  });

  it('writeAudit is called only inside api/src/audit (and by the engine pipeline)', () => {
    const outside = writeAuditCalls(codeFiles()).filter((c) => !ALLOWED[c.slice(0, c.indexOf(':'))]);
    expect(
      outside,
      'Write the row with insertAudited / updateAudited / deleteAudited (api/src/audit/auditedWrite.ts), or declare the ' +
        'action in api/src/audit/auditActions.ts and record it with recordAction',
    ).toEqual([]);
  });

  it('keeps the allowed list honest: each allowed file still calls writeAudit', () => {
    const callers = new Set(writeAuditCalls(codeFiles()).map((c) => c.slice(0, c.indexOf(':'))));
    expect(Object.keys(ALLOWED).filter((file) => !callers.has(file))).toEqual([]);
  });
});

describe('the audit action catalog', () => {
  const entries = [RECORDED_ACTIONS, ROW_AUDIT_ACTIONS].flatMap((map) =>
    Object.entries(map as Record<string, Record<string, string>>).flatMap(([resource, actions]) =>
      Object.entries(actions).map(([action, line]) => ({ resource, action, line })),
    ),
  );

  it('declares each action with a stored name that fits audit_logs.action and one English line', () => {
    expect(entries.length).toBeGreaterThan(30);
    const bad = entries.filter(({ action, line }) => !/^[a-z][a-z_]{0,23}$/.test(action) || !/^[A-Z].{10,}\.$/.test(line));
    expect(bad).toEqual([]);
  });

  it('answers the line of a stored pair, a resource-wide action, and nothing for an unknown one', () => {
    expect(auditActionDescription('case-notices', 'view')).toBe('The reported business opened its notice page.');
    expect(auditActionDescription('call-request-holds', 'release')).toMatch(/^A hold on collection calls was released/);
    expect(auditActionDescription('faqs', 'import')).toBe(RECORDED_ACTIONS['*'].import);
    expect(auditActionDescription('faqs', 'update')).toBe(ROW_AUDIT_ACTIONS['*'].update);
    expect(auditActionDescription('case-notices', 'viewed')).toBeUndefined();
  });

  it('every recorded action is recorded somewhere in the code (no dead entries)', () => {
    const code = codeFiles()
      .map((file) => withoutComments(fs.readFileSync(file, 'utf8')))
      .join('\n');
    const dead = Object.entries(RECORDED_ACTIONS as Record<string, Record<string, string>>).flatMap(([resource, actions]) =>
      Object.keys(actions).flatMap((action) => (code.includes(`'${action}'`) ? [] : [`${resource}.${action}`])),
    );
    expect(dead).toEqual([]);
  });
});
