/**
 * Money the API writes into a message reads as the product shows it: ₹ with Indian grouping
 * (formatPaise / formatInr), never a raw decimal after a rupee sign ("₹125000.00").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../api/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('money in API messages', () => {
  it('never puts a raw amount after ₹: every amount goes through formatPaise/formatInr', () => {
    const offenders = sources(ROOT)
      .filter((p) => !p.endsWith(join('validation', 'money.ts'))) // the formatter itself
      .flatMap((p) =>
        readFileSync(p, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${p.slice(ROOT.length + 1)}:${i + 1}` }))
          .filter(({ line }) => /₹\$\{/.test(line)),
      )
      .map(({ at }) => at);
    expect(offenders).toEqual([]);
  });
});
