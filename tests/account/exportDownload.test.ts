/** /export/{uuid}: a finished export's file for its requester or staff with Export Data → download (issue 8 §2). */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../api/src/storage/localDiskStorage';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { accountApi } from './accountApi';

const t = createTestApp();
const api = accountApi(t);
afterAll(() => t.close());

const CSV = 'Date,Amount\r\n2026-11-24,1499.50\r\n';

async function exportJob(requestedBy: number, changes: Record<string, unknown> = {}) {
  const stored = await localDiskStorage().put(Readable.from([Buffer.from(CSV)]), { name: 'x.csv', mime: 'text/csv', folder: 'exports' });
  const [job] = await t
    .db('export_jobs')
    .insert({
      resource: 'agent-revenue',
      status: 'done',
      file_path: stored.path,
      row_count: 1,
      requested_by: requestedBy,
      finished_at: new Date('2026-11-24T10:00:00Z'),
      ...changes,
    })
    .returning('uuid');
  return `/api/exports/${job.uuid}/download`;
}

describe('GET /api/exports/{uuid}/download', () => {
  it('streams the file to its requester as a named attachment, with nosniff', async () => {
    const member = await signedIn(t.db);
    const path = await exportJob(member.user.id);
    const res = await request(t.app).get(path).set('Authorization', member.auth).buffer(true);
    expect(res.status).toBe(200);
    expect(res.text).toBe(CSV);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="agent-revenue_2026-11-24.csv"; filename*=UTF-8''agent-revenue_2026-11-24.csv`,
    );
    expect(res.headers['download-filename']).toBe('agent-revenue_2026-11-24.csv');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-expose-headers']).toMatch(/Download-Filename/);
    // And the same answer is what the OpenAPI document says.
    expect((await api.get(member.auth, path)).status).toBe(200);
  });

  it("hides another member's export, lets staff with download access fetch it, refuses staff without", async () => {
    const owner = await signedIn(t.db);
    const other = await signedIn(t.db);
    const path = await exportJob(owner.user.id);
    expect((await api.get(other.auth, path)).status).toBe(404);
    const downloader = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'Exports', { 'Export Data': ['listView', 'download'] })).id,
    });
    expect((await api.get(downloader.auth, path)).status).toBe(200);
    const lister = await signedIn(t.db, { roleId: (await createRole(t.db, 'Export lists', { 'Export Data': ['listView'] })).id });
    expect((await api.get(lister.auth, path)).status).toBe(403);
    expect((await api.get(undefined, path)).status).toBe(401);
  });

  it('answers 409 while running or failed, 410 once expired, 404 for an unknown key or a job without a file', async () => {
    const member = await signedIn(t.db);
    expect((await api.get(member.auth, await exportJob(member.user.id, { status: 'running', finished_at: null }))).status).toBe(409);
    expect((await api.get(member.auth, await exportJob(member.user.id, { status: 'failed', error: 'boom' }))).status).toBe(409);
    expect((await api.get(member.auth, await exportJob(member.user.id, { expires_at: new Date(Date.now() - 60_000) }))).status).toBe(410);
    expect((await api.get(member.auth, await exportJob(member.user.id, { file_path: null }))).status).toBe(404);
    expect((await api.get(member.auth, await exportJob(member.user.id, { file_path: 'exports/2026/11/missing.csv' }))).status).toBe(404);
    expect((await api.get(member.auth, `/api/exports/${crypto.randomUUID()}/download`)).status).toBe(404);
    expect((await api.get(member.auth, '/api/exports/not-a-uuid/download')).status).toBe(404);
  });
});
