/**
 * GET /api/cir/reports/:id/pdf (issue 11 §2): the report's PDF in English or Hindi for whoever may read
 * the report, drawn from its snapshot, with the verification link of its code; nobody else, no other
 * language, nobody signed out.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { groupedHash, type CirReportView } from '../../api/src/contracts/cir';
import { createTestApp, signedIn } from '../support/testApp';
import { pdfLinks, pdfText } from '../support/pdfText';
import { addCase, cirClient, memberOnPlan, reporter, subjectGstin } from './support';

const t = createTestApp();
const api = cirClient(t.app);
afterAll(() => t.close());

const pdfOf = (auth: string | null, id: number | string, lang?: string) => {
  const r = request(t.app)
    .get(`/api/cir/reports/${id}/pdf${lang ? `?lang=${lang}` : ''}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return auth ? r.set('Authorization', auth) : r;
};

describe('the CIR PDF', () => {
  it('is the stored report in English or Hindi, with its verification link; others get 404, a bad language 400, the signed-out 401', async () => {
    const m = await memberOnPlan(t.db, { freeCirs: 2 });
    const gstin = subjectGstin();
    await addCase(t.db, await reporter(t.db), gstin);
    const made = await api.generate(m.auth, { business_id: m.business.id, gstin, purpose: 'new_credit' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const report = made.body as CirReportView;

    const en = await pdfOf(m.auth, report.id);
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain(`credit-report-${gstin}-${report.id}-en.pdf`);
    const text = await pdfText(en.body as Buffer);
    expect(text).toContain(gstin);
    expect(report.snapshot.score.kind).toBe('scored');
    expect(text).toContain(String((report.snapshot.score as { score: number }).score));
    const links = (await pdfLinks(en.body as Buffer)).flat();
    expect(links.some((l) => l.endsWith(`/cir-verify/${report.snapshot.verification_code}`))).toBe(true);

    // The fingerprint the verification page shows is printed on the PDF, in both languages (issue 18 §11).
    const verified = await request(t.app).get(`/api/cir/verify/${report.snapshot.verification_code}`);
    const fingerprint = groupedHash(verified.body.report.content_hash);
    expect(fingerprint).toMatch(/^([0-9a-f]{8} ){7}[0-9a-f]{8}$/);
    expect(text).toContain(`Fingerprint (SHA-256): ${fingerprint}`);

    const hi = await pdfOf(m.auth, report.id, 'hi');
    expect(hi.status).toBe(200);
    expect(await pdfText(hi.body as Buffer)).toContain(fingerprint);
    expect(hi.headers['content-disposition']).toContain('-hi.pdf');
    expect(Buffer.compare(hi.body as Buffer, en.body as Buffer)).not.toBe(0);

    const bad = await request(t.app).get(`/api/cir/reports/${report.id}/pdf?lang=fr`).set('Authorization', m.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/en or hi/);
    const stranger = await signedIn(t.db);
    expect((await request(t.app).get(`/api/cir/reports/${report.id}/pdf`).set('Authorization', stranger.auth)).status).toBe(404);
    expect((await request(t.app).get(`/api/cir/reports/${report.id}/pdf`)).status).toBe(401);
  });
});
