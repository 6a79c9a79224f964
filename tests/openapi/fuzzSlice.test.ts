/**
 * A small, deterministic slice of the OpenAPI fuzz (npm run fuzz:openapi, scripts/fuzz/): every
 * spec §8 failure-object call and one operation in eight of the rest, each with the first cases of
 * its list (the guards': bad JSON, a body that is JSON but not an object, NUL, prototype keys, bad
 * ids, bad range/sort/filter), as a member and as staff. No 5xx, every error body as documented, and
 * every 4xx body coded (`code`, `params`, a `field_codes` entry per field).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE } from '../../api/src/registry/features';
import { findingClasses, runFuzz, sendCase } from '../../scripts/fuzz/openApiFuzz';
import { uncodedParts } from '../support/codedAnswer';
import { createOpenApiValidator } from '../support/openApiValidator';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = t.app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

it('answers no 5xx and only documented error bodies', { timeout: 300_000 }, async () => {
  const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Record<string, unknown>;
  const validator = createOpenApiValidator(doc);
  let others = 0;
  let failureCalls = 0;
  const uncoded = new Set<string>();
  const inSlice = (key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    const op = ((doc.paths as Record<string, Record<string, unknown>>)[path]?.[method.toLowerCase()] ?? {}) as Record<string, unknown>;
    if (JSON.stringify(op.responses ?? {}).includes('#/components/schemas/Failure')) return ++failureCalls > 0;
    return others++ % 8 === 0;
  };
  const report = await runFuzz(
    doc,
    [
      { name: 'member', auth: async () => (await signedIn(t.db)).auth },
      { name: 'staff', auth: async () => (await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN })).auth },
    ],
    (c, auth) => sendCase(baseUrl, c, auth),
    (method, path, res) => {
      if (res.status >= 400 && res.status < 500 && res.body !== undefined) {
        const problems = uncodedParts(res.body);
        if (problems.length)
          uncoded.add(`${res.status} ${method} ${path}: ${problems.join(', ')} (${JSON.stringify(res.body).slice(0, 160)})`);
      }
      return validator.check(method, path, res);
    },
    { perOperation: 6, maxRequests: 5_000, deadlineMs: 240_000, concurrency: 4, seed: 18, operations: inSlice },
  );
  expect(failureCalls).toBeGreaterThanOrEqual(20);
  expect(report.stoppedBy).toBeUndefined();
  expect(report.covered).toBe(report.operations);
  expect(report.sent).toBeGreaterThan(500);
  expect(findingClasses(report.serverErrors).map((c) => `${c.key}: ${c.example.detail}`)).toEqual([]);
  expect(findingClasses(report.shapeMismatches).map((c) => `${c.key}: ${c.example.detail}`)).toEqual([]);
  // Issue 19 §5: every 4xx body carries its code, and each field it names its own.
  expect([...uncoded]).toEqual([]);
});
