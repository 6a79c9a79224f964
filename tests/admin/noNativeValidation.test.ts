import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One style of error, the app's: no form of the admin or the portal lets the browser validate natively
// (its tooltips would show before the app's own field messages), so every form is built with noValidate.
const ROOT = path.resolve(import.meta.dirname, '../..');
const FORM_OPENING = /<(SimpleForm|TabbedForm|Form|form)\b[^>]*>|<[A-Z]\w*\s[^>]*component="form"[^>]*>/gs;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx$/.test(e.name) ? [p] : [];
  });
}

describe('forms never trigger native validation', () => {
  const files = [...sources(path.join(ROOT, 'admin/src')), ...sources(path.join(ROOT, 'portal/src'))];
  const forms = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(FORM_OPENING)].map((m) => ({
      where: `${path.relative(ROOT, file)}: ${m[0].slice(0, 60)}`,
      tag: m[0],
    })),
  );

  it('finds the generic create and edit forms, the sign-in steps and the custom forms', () => {
    const where = forms.map((f) => f.where).join('\n');
    for (const file of [
      'ResourceCreate.tsx',
      'ResourceEdit.tsx',
      'IdentifierStep.tsx',
      'CodeStep.tsx',
      'AdminRoleForm.tsx',
      'SettingRow.tsx',
    ]) {
      expect(where).toContain(file);
    }
  });

  it('builds every form with noValidate', () => {
    expect(forms.filter((f) => !/\bnoValidate\b/.test(f.tag)).map((f) => f.where)).toEqual([]);
  });
});
