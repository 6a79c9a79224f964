/** POST /api/businesses/gst-lookup: a member looks a GSTIN up before adding it (issue 8 §4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_GST_LOOKUP_LIMIT } from '../../api/src/contracts/memberBusiness';
import { SANDBOX_TEST_PANS, sandboxDetails } from '../../api/src/domain/gst/sandboxGstAdapter';
import { GSTIN_MESSAGES, gstinCheckChar } from '../../api/src/validation';
import { createBusiness } from '../domain/fixtures';
import { createTestApp, signedIn } from '../support/testApp';
import { freshGstin, memberApi, testPanGstin, type Member } from './memberApi';

const t = createTestApp();
const api = memberApi(t);
let member: Member;
beforeAll(async () => {
  member = await signedIn(t.db);
});
afterAll(() => t.close());

const memberLogs = (userId: number) => t.db('gst_hit_logs').where({ requested_by: userId, source: 'member' });

describe('POST /api/businesses/gst-lookup', () => {
  it('answers the registration with state, PAN and address prefilled, and logs the call like staff hits', async () => {
    const gstin = freshGstin();
    const res = await api.lookUp(member.auth, ` ${gstin.toLowerCase()} `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const registered = sandboxDetails(gstin);
    const state = await t.db('states').where({ gst_code: '08' }).first('id');
    expect(res.body).toEqual({
      gstin,
      legal_name: registered.legal_name,
      trade_name: registered.trade_name,
      state: { code: '08', name: 'Rajasthan', id: Number(state.id) },
      pan: gstin.slice(2, 12),
      address: registered.address,
      pincode: registered.address.slice(-6),
      registration_status: 'Active',
      already_registered: false,
    });
    expect(await memberLogs(member.user.id).where({ gstin }).first()).toMatchObject({ status: 'success', business_id: null });
    const apiLog = await t.db('api_consumption_logs').where({ user_id: member.user.id, provider: 'gst' }).orderBy('id', 'desc').first();
    expect(apiLog).toMatchObject({ api: 'sandbox/search-taxpayer', status_code: 200 });
  });

  it('refuses a malformed GSTIN, a wrong state code and a wrong check digit with 400 and the reason, without calling GST', async () => {
    const before = (await memberLogs(member.user.id)).length;
    const valid = freshGstin();
    const wrongCheck = valid.slice(0, 14) + (valid[14] === 'A' ? 'B' : 'A');
    const badState = `40${valid.slice(2, 14)}`;
    const codeOf: Record<string, string> = {
      [GSTIN_MESSAGES.format]: 'GSTIN_FORMAT',
      [GSTIN_MESSAGES.stateCode]: 'GSTIN_STATE_CODE',
      [GSTIN_MESSAGES.checkDigit]: 'GSTIN_CHECK_DIGIT',
      [GSTIN_MESSAGES.required]: 'GSTIN_REQUIRED',
    };
    const cases: Array<[unknown, string]> = [
      ['27AAPFU0939F1Z', GSTIN_MESSAGES.format],
      ['not a gstin', GSTIN_MESSAGES.format],
      [badState + gstinCheckChar(badState), GSTIN_MESSAGES.stateCode],
      [wrongCheck, GSTIN_MESSAGES.checkDigit],
      ['', GSTIN_MESSAGES.required],
      [undefined, GSTIN_MESSAGES.required],
      [12345, GSTIN_MESSAGES.required],
    ];
    for (const [input, message] of cases) {
      const res = await api.lookUp(member.auth, input);
      expect(res.status, String(input)).toBe(400);
      const coded = { code: codeOf[message], params: {} };
      expect(res.body).toEqual({ message, errors: { gstin: message }, ...coded, field_codes: { gstin: coded } });
    }
    expect((await memberLogs(member.user.id)).length).toBe(before);
  });

  it('answers 404 with a kind message when GST does not know the number, 503 with Retry-After when GST is down', async () => {
    const missing = testPanGstin(SANDBOX_TEST_PANS.notFound);
    const notFound = await api.lookUp(member.auth, missing);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({
      message: `We could not find a GST registration for ${missing}. Please check the number and try again.`,
      error_code: 'not_found',
    });

    const down = await api.lookUp(member.auth, testPanGstin(SANDBOX_TEST_PANS.unavailable));
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    expect(down.body).toMatchObject({ message: expect.stringMatching(/not answering.*try again/), error_code: 'unavailable' });
    expect(await memberLogs(member.user.id).where({ gstin: missing }).first()).toMatchObject({ status: 'failed' });
  });

  it('answers a cancelled registration with its status (adding it is refused later)', async () => {
    const res = await api.lookUp(member.auth, testPanGstin(SANDBOX_TEST_PANS.cancelled));
    expect(res.status).toBe(200);
    expect(res.body.registration_status).toBe('Cancelled');
  });

  it('says whether the GSTIN is yours or another member’s, and nothing about the other member', async () => {
    const other = await signedIn(t.db, { name: 'Zebediah Quillfeather' });
    const theirs = await createBusiness(t.db, { userId: other.user.id });
    const mine = await createBusiness(t.db, { userId: member.user.id });

    expect((await api.lookUp(member.auth, mine.gstin)).body.already_registered).toBe('yours');
    const res = await api.lookUp(member.auth, theirs.gstin);
    expect(res.status).toBe(200);
    expect(res.body.already_registered).toBe('another_member');
    const text = JSON.stringify(res.body);
    for (const secret of [other.user.name, other.user.mobile, other.user.email]) {
      expect(text).not.toContain(secret);
    }
    // No other field (no id of the member or their business): exactly the registration's.
    expect(Object.keys(res.body).sort()).toEqual(
      ['address', 'already_registered', 'gstin', 'legal_name', 'pan', 'pincode', 'registration_status', 'state', 'trade_name'].sort(),
    );
  });

  it('is open to staff too, and closed to anyone not signed in', async () => {
    const staff = await signedIn(t.db, { roleId: 2 });
    expect((await api.lookUp(staff.auth, freshGstin())).status).toBe(200);
    expect((await api.lookUp(undefined, freshGstin())).status).toBe(401);
  });

  it(`limits a member to ${MEMBER_GST_LOOKUP_LIMIT.max} look-ups an hour: 429 with Retry-After, then invalid input is still a 400`, async () => {
    const busy = await signedIn(t.db);
    for (let i = 0; i < MEMBER_GST_LOOKUP_LIMIT.max; i++) expect((await api.lookUp(busy.auth, freshGstin())).status).toBe(200);
    const refused = await api.lookUp(busy.auth, freshGstin());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/looked up 20 GSTINs in the last hour/);
    expect((await api.lookUp(busy.auth, 'bad')).status).toBe(400);
    // Adding a business would be a look-up as well: also refused.
    const add = await api.addBusiness(busy.auth, { gstin: freshGstin(), trade_name: 'Anything' });
    expect(add.status).toBe(429);
    // Another member is not affected.
    expect((await api.lookUp(member.auth, freshGstin())).status).toBe(200);
  });
});
