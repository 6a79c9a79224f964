/** GET /api/cir/search: a GSTIN (checked), a PAN (its GSTINs), or a name ranked by spec §5's normalisation. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirSearchHit } from '../../api/src/contracts/cir';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { createBusiness, randomPan } from '../domain/fixtures';
import { createTestApp, signedIn } from '../support/testApp';
import { addCase, cirClient, reporter } from './support';

const t = createTestApp();
const api = cirClient(t.app);
afterAll(() => t.close());

// A word no other test uses, so the name search sees only our rows.
const word = `Zq${crypto.randomBytes(4).toString('hex')}`;
const pan = randomPan('C');
const registered = sandboxGstin('27', pan);
const branch = sandboxGstin('24', pan);
const caseOnly = sandboxGstin('08', randomPan('C'));
const partial = sandboxGstin('09', randomPan('C'));
const hidden = sandboxGstin('07', randomPan('C'));
let auth: string;

beforeAll(async () => {
  auth = (await signedIn(t.db)).auth;
  const b = await createBusiness(t.db, { gstin: registered, legal_name: `${word} Textiles Private Limited` });
  await t
    .db('businesses')
    .where({ id: b.id })
    .update({ trade_name: `${word} Textiles` });
  const by = await reporter(t.db);
  await addCase(t.db, by, branch, { defaulter_name: `${word} Textiles Pvt Ltd (Surat)` });
  await addCase(t.db, by, caseOnly, { defaulter_name: `${word.toUpperCase()} TEXTILES PVT. LTD.` });
  await addCase(t.db, by, caseOnly, {
    defaulter_name: 'Another name for the same GSTIN',
    created_at: new Date(Date.now() - 400 * 86_400_000),
  });
  await addCase(t.db, by, partial, { defaulter_name: `Shree ${word} Agencies`, status: 'full_settled', settled_amount: '50000.00' });
  // A case still being checked is nobody's business yet: never found by its name.
  await addCase(t.db, by, hidden, { defaulter_name: `${word} Textiles Private Limited`, status: 'processing', listed_from: null });
});

const search = (q: string) => api.get(`/api/cir/search?q=${encodeURIComponent(q)}`, auth);

describe('GET /api/cir/search', () => {
  it('a GSTIN answers that GSTIN with its name and listed cases, whatever the case of the letters', async () => {
    const res = await search(` ${registered.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        gstin: registered,
        name: `${word} Textiles Private Limited`,
        trade_name: `${word} Textiles`,
        state_name: 'Maharashtra',
        listed_cases: 0,
      },
    ]);
    const unknown = sandboxGstin('29', randomPan('C'));
    expect((await search(unknown)).body).toEqual([
      { gstin: unknown, name: unknown, trade_name: null, state_name: 'Karnataka', listed_cases: 0 },
    ]);
  });

  it('a PAN answers every GSTIN of it known here', async () => {
    const res = await search(pan.toLowerCase());
    expect(res.body.map((h: CirSearchHit) => [h.gstin, h.listed_cases])).toEqual(
      [
        [registered, 0],
        [branch, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('a name finds registered businesses and the names of cases a report shows, the same normalised name first', async () => {
    const res = await search(`${word.toLowerCase()} textiles private ltd`);
    expect(res.status).toBe(200);
    const gstins = res.body.map((h: CirSearchHit) => h.gstin);
    // "<word> Textiles Private Limited" (legal name) and "<WORD> TEXTILES PVT. LTD." normalise to the typed name.
    expect(gstins.slice(0, 2).sort()).toEqual([registered, caseOnly].sort());
    expect(gstins).toContain(branch);
    expect(gstins).not.toContain(hidden);
    expect(res.body.find((h: CirSearchHit) => h.gstin === caseOnly)).toMatchObject({
      name: `${word.toUpperCase()} TEXTILES PVT. LTD.`,
      trade_name: null,
      state_name: 'Rajasthan',
      listed_cases: 2,
    });
    // One word of the name is enough; a settled default is findable too.
    const byWord = await search(word);
    expect(byWord.body.map((h: CirSearchHit) => h.gstin)).toEqual(expect.arrayContaining([registered, branch, caseOnly, partial]));
    expect(byWord.body.map((h: CirSearchHit) => h.gstin)).not.toContain(hidden);
  });

  it('bad input is a 400 that says what is wrong', async () => {
    const wrongCheck = await search('27AAPFU0939F1ZX');
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.message).toMatch(/check digit is wrong/);
    const short = await search('ab');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type a GSTIN, a PAN or at least 3 letters of the name');
    expect((await search('a.b.')).status).toBe(400);
    expect((await api.get('/api/cir/search', auth)).status).toBe(400);
    expect((await api.get('/api/cir/search?q=abc&q=def', auth)).status).toBe(400);
  });
});
