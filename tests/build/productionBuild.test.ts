/**
 * `npm start` builds production bundles whatever NODE_ENV the shell has (issue 8 §1): the workspaces'
 * build scripts set NODE_ENV=production themselves. Built here into a temporary folder with the shell
 * saying development; React's development runtime must not be in it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../api/src/config/env';

describe('production bundles whatever NODE_ENV says', () => {
  it.each(['portal', 'admin'])(
    '%s',
    (app) => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), `bakaya-${app}-build-`));
      try {
        execFileSync('npm', ['run', 'build', '-w', app, '--', '--outDir', out, '--emptyOutDir'], {
          cwd: ROOT_DIR,
          env: { ...process.env, NODE_ENV: 'development' },
          stdio: 'pipe',
        });
        const files = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
        expect(files.length).toBeGreaterThan(0);
        expect(files.filter((f) => /jsx-dev-runtime/.test(f))).toEqual([]);
        const code = files.map((f) => fs.readFileSync(path.join(out, 'assets', f), 'utf8')).join('\n');
        // Markers only React's development build carries.
        expect(code).not.toContain('jsxDEV');
        expect(code).not.toContain('react-stack-bottom-frame');
        // Issue 21 §9: the build writes brotli and gzip copies beside its scripts (scripts/precompress.ts).
        const all = fs.readdirSync(path.join(out, 'assets'));
        const biggest = files.reduce((a, b) =>
          fs.statSync(path.join(out, 'assets', a)).size > fs.statSync(path.join(out, 'assets', b)).size ? a : b,
        );
        expect(all).toContain(`${biggest}.br`);
        expect(all).toContain(`${biggest}.gz`);
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
