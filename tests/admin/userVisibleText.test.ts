/**
 * No screen mentions the specification: registry labels, help and descriptions, and the string
 * literals of the admin's code (comments may keep their references), speak the product's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resources } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';

const INTERNAL = /\bspec(ification)?\b|§/i;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** The code without its comments (block and line), so only strings and JSX text remain to check. */
const withoutComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A template literal's text, its `${…}` expressions (code) taken out. */
const literalText = (t: string) => {
  let out = t;
  for (let prev = ''; prev !== out;) [prev, out] = [out, out.replace(/\$\{[^{}]*\}/g, ' ')];
  return out;
};

/** Quoted strings, template literals and JSX text. */
const texts = (src: string) =>
  [...src.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`|>([^<>{}\n]+)</g)].map(
    (m) => m[1] ?? m[2] ?? (m[3] !== undefined ? literalText(m[3]) : (m[4] ?? '')),
  );

describe('user-visible text', () => {
  it('registry labels, help, choices and descriptions never cite the specification', () => {
    const found: string[] = [];
    for (const r of resources) {
      for (const t of [r.label, r.recordLabel, r.description ?? '']) if (INTERNAL.test(t)) found.push(`${r.name}: ${t}`);
      for (const [name, f] of Object.entries(r.fields)) {
        for (const t of [f.label, f.help ?? '', ...(f.choices ?? []).map((c) => c.name)])
          if (INTERNAL.test(t)) found.push(`${r.name}.${name}: ${t}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('no string in the admin app cites the specification', () => {
    const root = path.resolve(__dirname, '../../admin/src');
    const found: string[] = [];
    for (const file of files(root)) {
      for (const t of texts(withoutComments(fs.readFileSync(file, 'utf8')))) {
        // Route spellings ("{product}-to-crm-deals-list") are data, under a `spec` key, not prose.
        if (INTERNAL.test(t) && /\s/.test(t)) found.push(`${path.relative(root, file)}: ${t}`);
      }
    }
    expect(found).toEqual([]);
  });
});
