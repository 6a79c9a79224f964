/**
 * Every upload route of the app — found in its own router by the mark of the one upload middleware, so
 * a route added tomorrow is covered here without being listed — answers a broken multipart body with
 * a 4xx naming what is wrong: no boundary, a body cut short, a malformed part header, a file in an
 * unknown field, a Content-Type that is not multipart. Never a 500 (issue 18 #6: each used to answer 500 "Something went wrong").
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FLOW_MESSAGES as M, caseFlowMessage } from '../../api/src/contracts/caseFlowMessages';
import { IMPORTABLE_RESOURCES } from '../../api/src/contracts/bulkImport';
import { UPLOAD_ROUTE } from '../../api/src/http/uploadMiddleware';
import { resources } from '../../api/src/registry';
import { ROLE } from '../../api/src/registry/features';
import { noticeToken, verifiedCase } from '../cases/noticeSupport';
import { expressRoutes } from '../support/expressRoutes';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const callers: string[] = [];
const params: Record<string, string[]> = {};

beforeAll(async () => {
  const staff = await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN });
  const member = await signedIn(t.db);
  callers.push(staff.auth, member.auth);
  const c = await verifiedCase(t, staff.auth);
  params.token = [await noticeToken(t, c.mobile)];
  params.id = ['1'];
});

/** Each upload route with its :params filled in, every resource for a route over :resource. */
function uploadPaths(): string[] {
  const routes = expressRoutes(t.app).filter((r) => r.handlers.some((h) => (h as Record<symbol, unknown>)[UPLOAD_ROUTE]));
  return routes.flatMap((r) => {
    const resourceNames = r.path.startsWith('/api/import/')
      ? [...IMPORTABLE_RESOURCES]
      : resources.filter((x) => x.upload).map((x) => x.name);
    let paths = [r.path];
    for (const [, name] of r.path.matchAll(/:(\w+)/g)) {
      const values = name === 'resource' ? resourceNames : params[name!];
      if (!values) throw new Error(`${r.method} ${r.path}: teach this test a value for :${name} that reaches the upload`);
      paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, v)));
    }
    return paths;
  });
}

const BOUNDARY = 'xBAKAYAx';
const part = (headers: string, value: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${value}\r\n`;

const SHAPES: Array<{ name: string; type: string; body: string; message?: string }> = [
  {
    name: 'a body cut short',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nthe rest never came`,
    message: M.uploadTruncated,
  },
  {
    name: 'no boundary',
    type: 'multipart/form-data',
    body: part('Content-Disposition: form-data; name="note"', 'x') + `--${BOUNDARY}--\r\n`,
    message: M.uploadNoBoundary,
  },
  {
    name: 'a malformed part header',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: part('Content-Disposition form-data name note', 'x') + `--${BOUNDARY}--\r\n`,
    message: M.uploadBadPartHeader,
  },
  {
    name: 'a file in a field no route takes',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body:
      part('Content-Disposition: form-data; name="zzz_unknown"; filename="a.pdf"\r\nContent-Type: application/pdf', '%PDF-1.4') +
      `--${BOUNDARY}--\r\n`,
    message: caseFlowMessage('unknownFileField', { field: 'zzz_unknown' }),
  },
  { name: 'plain text', type: 'text/plain', body: 'not a form' },
  { name: 'another multipart type', type: `multipart/mixed; boundary=${BOUNDARY}`, body: part('Content-Type: text/plain', 'x') },
];

describe('broken uploads', () => {
  it('finds the upload routes in the app', () => {
    const paths = uploadPaths();
    for (const known of [
      '/api/media/upload',
      '/api/businesses/gst-hit/bulk',
      '/api/defaulter/report',
      '/api/admin/defaulter/report',
      '/api/settlement-requests/1/payments',
      `/api/notices/${params.token![0]}/dispute`,
      `/api/import/${[...IMPORTABLE_RESOURCES][0]}/preview`,
      `/api/${resources.find((r) => r.upload)!.name}/upload`,
    ])
      expect(paths).toContain(known);
  });

  for (const shape of SHAPES) {
    it(`answers ${shape.name} with a 4xx naming it, on every upload route`, async () => {
      const failures: string[] = [];
      for (const path of uploadPaths()) {
        const answers = [];
        for (const auth of callers) {
          const res = await request(t.app).post(path).set('Authorization', auth).set('Content-Type', shape.type).send(shape.body);
          answers.push(res);
          if (res.status >= 500 || res.status < 400 || !res.body.message)
            failures.push(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
        // The parser was reached (not only a 401/403/404 before it): someone got the answer about the body.
        const reached = answers.some((res) => (shape.message ? res.body.message === shape.message : res.status === 400));
        if (!reached)
          failures.push(
            `${path}: no caller got ${shape.message ?? 'a 400'}: ${answers.map((r) => `${r.status} ${r.body.message}`).join(' | ')}`,
          );
      }
      expect(failures).toEqual([]);
    });
  }
});
