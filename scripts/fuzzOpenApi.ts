/**
 * npm run fuzz:openapi — the OpenAPI fuzz (scripts/fuzz/) against the app in this process, on a
 * throw-away database (migrations and the non-demo seeds; dropped at the end), as a member and as
 * staff (a super admin). Prints the requests sent by status, every 5xx and every error response
 * that does not match the document, grouped by operation and case; exit 1 when there is any.
 * FUZZ_PER_OPERATION (60) cases per operation and role, FUZZ_MAX_REQUESTS (200000), FUZZ_SECONDS
 * (600), FUZZ_CONCURRENCY (4), FUZZ_SEED (1), FUZZ_ONLY (a substring of "METHOD /api/path").
 * The full list is written to .data/fuzz-openapi.json.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DATA_DIR } from '../api/src/config/env';
import { createKnex } from '../api/src/db/database';
import { migrateLatest } from '../api/src/db/migrate';
import { createThrowawayDatabase } from '../api/src/db/throwawayDatabase';
import { ROLE } from '../api/src/registry/features';
import { seedAll } from '../seeds/index';
import { createOpenApiValidator } from '../tests/support/openApiValidator';
import { createTestApp, signedIn } from '../tests/support/testApp';
import { intEnv } from './bench/benchRun';
import { findingClasses, runFuzz, sendCase, type FuzzFinding } from './fuzz/openApiFuzz';

const OUT = path.join(DATA_DIR, 'fuzz-openapi.json');
const only = process.env.FUZZ_ONLY;

function print(title: string, findings: FuzzFinding[]) {
  const classes = findingClasses(findings);
  console.log(`\n${title}: ${findings.length} responses in ${classes.length} classes`);
  for (const c of classes)
    console.log(`  ${c.count}× ${c.key} [${c.example.role}] ${c.example.method} ${c.example.url.slice(0, 140)}\n      ${c.example.detail}`);
}

async function main() {
  const database = await createThrowawayDatabase('bakaya_fuzz');
  const db = createKnex(database.url, { min: 0, max: 8 });
  const server = { close: (done: () => void) => done() };
  try {
    await migrateLatest(db);
    await seedAll(db, { demo: false });
    const t = createTestApp({ db });
    const listening = t.app.listen(0);
    Object.assign(server, { close: (done: () => void) => listening.close(() => done()) });
    await new Promise((resolve) => listening.once('listening', resolve));
    const baseUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Record<string, unknown>;
    const validator = createOpenApiValidator(doc);
    const report = await runFuzz(
      doc,
      [
        { name: 'member', auth: async () => (await signedIn(db)).auth },
        { name: 'staff', auth: async () => (await signedIn(db, { roleId: ROLE.SUPER_ADMIN })).auth },
      ],
      (c, auth) => sendCase(baseUrl, c, auth),
      (method, p, res) => validator.check(method, p, res),
      {
        perOperation: intEnv('FUZZ_PER_OPERATION', 60),
        maxRequests: intEnv('FUZZ_MAX_REQUESTS', 200_000),
        deadlineMs: intEnv('FUZZ_SECONDS', 600) * 1000,
        concurrency: intEnv('FUZZ_CONCURRENCY', 4),
        seed: intEnv('FUZZ_SEED', 1),
        operations: only ? (key) => key.includes(only) : undefined,
      },
    );
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(OUT, JSON.stringify(report, null, 2));
    const statuses = Object.entries(report.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s}: ${n.toLocaleString('en-US')}`)
      .join(', ');
    console.log(
      `${report.sent.toLocaleString('en-US')} requests over ${report.covered} of ${report.operations} operations in ${report.seconds} s` +
        `${report.stoppedBy ? ` (stopped: ${report.stoppedBy})` : ''} — ${statuses}`,
    );
    print('5xx', report.serverErrors);
    print('Error bodies that do not match the document', report.shapeMismatches);
    console.log(`\nWritten to ${OUT}`);
    process.exitCode = report.serverErrors.length || report.shapeMismatches.length ? 1 : 0;
    await t.close();
  } finally {
    await new Promise<void>((resolve) => server.close(resolve));
    await db.destroy().catch(() => {});
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
