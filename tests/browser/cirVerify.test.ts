/**
 * A CIR PDF's QR code leads to /cir-verify/:code: a visitor (not signed in) sees that a report generated
 * through the real API is genuine, with its GSTIN, score, key figures and fingerprint, and that an unknown code is not.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { groupedHash, type CirReportView, type CirVerification } from '../../api/src/contracts/cir';
import { randomGstin } from '../domain/fixtures';
import { bearerFor } from './support/api';
import { baseUrl, watchPageErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { planFor } from './support/cases';

const suite = browserSuite();
const { db } = suite;

describe('verifying a credit report', () => {
  it('shows a generated report as genuine to anyone, and an unknown code as not', async () => {
    const mobile = `7${String(Date.now()).slice(-9)}`;
    const [user] = await db('users')
      .insert({ name: 'CIR Checker', mobile, email: `c${mobile}@example.com`, role_id: 1, account_type: 'customer' })
      .returning('id');
    const [business] = await db('businesses')
      .insert({ user_id: user.id, trade_name: 'Checker Traders', gstin: randomGstin('08'), gst_verified_at: new Date() })
      .returning('id');
    await planFor(db, user.id, business.id);
    const subject = randomGstin('27');
    const res = await fetch(`${baseUrl()}/api/cir/reports`, {
      method: 'POST',
      headers: { Authorization: await bearerFor(db, user.id), 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ business_id: business.id, gstin: subject, purpose: 'new_credit' }),
    });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    const report = JSON.parse(text) as CirReportView;

    const page = await (await suite.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/cir-verify/${report.snapshot.verification_code}`);
    await page.getByText(/Genuine: we generated this report/).waitFor();
    await page.getByText(subject).first().waitFor();
    // The key figures and the fingerprint printed on the PDF (issue 18 §11).
    const verified = (await (await fetch(`${baseUrl()}/api/cir/verify/${report.snapshot.verification_code}`)).json()) as CirVerification;
    await page.getByText('Cases in the report').waitFor();
    expect(await page.getByTestId('cir-fingerprint').textContent()).toBe(groupedHash(verified.report!.content_hash));
    await page.goto(`${baseUrl()}/cir-verify/${'A'.repeat(report.snapshot.verification_code.length)}`);
    await page.getByText(/We did not generate a report with this code/).waitFor();
    // A malformed code (a typo, a cut-off link) is no report of ours either — not "could not load".
    await page.goto(`${baseUrl()}/cir-verify/not-a-code`);
    await page.getByText(/We did not generate a report with this code/).waitFor();
    expect(await page.getByText('We could not load this').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
