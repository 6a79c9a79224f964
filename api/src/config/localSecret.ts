import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './env';

/**
 * A secret for local runs: generated once into DATA_DIR/<file> (mode 0600) and shared by every
 * process on this machine (a second server, `npm run worker`). Production passes its own through
 * the environment; callers refuse to fall back to this there.
 */
export function localSecret(file: string): string {
  const full = path.join(DATA_DIR, file);
  if (!fs.existsSync(full)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    try {
      fs.writeFileSync(full, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e; // another process won the race
    }
  }
  return fs.readFileSync(full, 'utf8').trim();
}
