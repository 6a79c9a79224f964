/** The offline sandbox GST adapter: real validation, deterministic plausible answers, documented failures. */
import { describe, expect, it } from 'vitest';
import { GstLookupError } from '../../api/src/domain/gst/gstAdapter';
import { lookup, mapLimit } from '../../api/src/domain/gst/gstLookup';
import { SANDBOX_TEST_PANS, sandboxGstAdapter, sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { GSTIN_MESSAGES, isGstin } from '../../api/src/validation';
import { randomGstin } from '../domain/fixtures';

const failure = async (gstin: string) => {
  try {
    await sandboxGstAdapter.lookupGstin(gstin);
  } catch (err) {
    if (err instanceof GstLookupError) return err;
    throw err;
  }
  throw new Error('expected a GstLookupError');
};

describe('sandboxGstAdapter', () => {
  it('derives state, PAN and constitution from the GSTIN, the same every time', async () => {
    const gstin = sandboxGstin('08', 'ABCPS1234K');
    const a = await sandboxGstAdapter.lookupGstin(gstin);
    expect(await sandboxGstAdapter.lookupGstin(gstin.toLowerCase())).toEqual(a);
    expect(a).toMatchObject({
      gstin,
      status: 'Active',
      state_code: '08',
      state: 'Rajasthan',
      pan: 'ABCPS1234K',
      constitution: 'Proprietorship',
    });
    // An individual's PAN carries the surname's initial in its 5th character.
    expect(a.legal_name).toMatch(/^[A-Z][a-z]+ S[a-z]+$/);
    expect(a.address).toMatch(/Jaipur, Rajasthan 302\d{3}$/);
    expect(a.registration_date >= '2017-07-01' && a.registration_date <= '2024-12-31').toBe(true);
    expect(['Regular', 'Composition']).toContain(a.taxpayer_type);
  });

  it('names companies and HUFs as the GST portal would', async () => {
    const company = await sandboxGstAdapter.lookupGstin(sandboxGstin('27', 'AAACR5055K'));
    expect(company.constitution).toBe('Private Limited Company');
    expect(company.legal_name).toBe(`${company.trade_name} Private Limited`);
    expect(company.state).toBe('Maharashtra');
    const huf = await sandboxGstAdapter.lookupGstin(sandboxGstin('29', 'ABCHK1234K'));
    expect(huf.legal_name).toMatch(/ K[a-z]+ \(HUF\)$/);
  });

  it('gives different GSTINs varied, plausible names', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 40; i += 1) names.add((await sandboxGstAdapter.lookupGstin(randomGstin())).trade_name);
    expect(names.size).toBeGreaterThan(30);
    for (const n of names) expect(n).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it('refuses invalid GSTINs with the validation library’s messages', async () => {
    expect(await failure('27AAPFU0939F1ZW')).toMatchObject({ code: 'invalid_gstin', statusCode: 400, message: GSTIN_MESSAGES.checkDigit });
    expect(await failure('42AAPFU0939F1ZV')).toMatchObject({ code: 'invalid_gstin', message: GSTIN_MESSAGES.stateCode });
    expect(await failure('not a gstin')).toMatchObject({ code: 'invalid_gstin', message: GSTIN_MESSAGES.format });
    expect(await failure('')).toMatchObject({ code: 'invalid_gstin', message: GSTIN_MESSAGES.required });
  });

  it('answers the documented test GSTINs', async () => {
    for (const code of ['08', '27']) {
      expect(isGstin(sandboxGstin(code, SANDBOX_TEST_PANS.notFound))).toBe(true);
      expect(await failure(sandboxGstin(code, SANDBOX_TEST_PANS.notFound))).toMatchObject({ code: 'not_found', statusCode: 404 });
      expect(await failure(sandboxGstin(code, SANDBOX_TEST_PANS.unavailable))).toMatchObject({ code: 'unavailable', statusCode: 503 });
      expect((await sandboxGstAdapter.lookupGstin(sandboxGstin(code, SANDBOX_TEST_PANS.cancelled))).status).toBe('Cancelled');
      expect((await sandboxGstAdapter.lookupGstin(sandboxGstin(code, SANDBOX_TEST_PANS.suspended))).status).toBe('Suspended');
    }
    expect(sandboxGstin('08', SANDBOX_TEST_PANS.notFound)).toBe('08AAAAA0000A1Z2');
  });
});

describe('lookup', () => {
  it('does not call the provider for an invalid GSTIN', async () => {
    let calls = 0;
    const counting = {
      ...sandboxGstAdapter,
      lookupGstin: async (g: string) => {
        calls += 1;
        return sandboxGstAdapter.lookupGstin(g);
      },
    };
    expect(await lookup(counting, ' 27aapfu0939f1zw ')).toMatchObject({
      ok: false,
      called: false,
      gstin: '27AAPFU0939F1ZW',
      code: 'invalid_gstin',
    });
    expect(calls).toBe(0);
    expect(await lookup(counting, '27aapfu0939f1zv')).toMatchObject({
      ok: true,
      called: true,
      statusCode: 200,
      details: { gstin: '27AAPFU0939F1ZV' },
    });
    expect(calls).toBe(1);
  });

  it('turns an unexpected provider error into "unavailable"', async () => {
    const broken = {
      ...sandboxGstAdapter,
      lookupGstin: async () => {
        throw new Error('ECONNRESET');
      },
    };
    expect(await lookup(broken, '27AAPFU0939F1ZV')).toMatchObject({ ok: false, called: true, code: 'unavailable', statusCode: null });
  });

  it('mapLimit keeps order and bounds concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, n));
      inFlight -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });
});
