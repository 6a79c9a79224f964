/** A member adds a business by GSTIN through the generic POST /api/businesses (issue 8 §4). */
import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_PANS, sandboxDetails } from '../../api/src/domain/gst/sandboxGstAdapter';
import { createBusiness } from '../domain/fixtures';
import { signedIn } from '../support/testApp';
import { freshGstin, memberSuite, testPanGstin } from './memberApi';

const { t, api, people } = memberSuite();

const memberLookups = (userId: number, gstin: string) => t.db('gst_hit_logs').where({ requested_by: userId, gstin, source: 'member' });

describe('a member adds a business', () => {
  it('after a look-up: owner forced to self, identity from the GST records, verified, reused look-up, audited, first one active', async () => {
    const fresh = await signedIn(t.db);
    const gstin = freshGstin();
    expect((await api.lookUp(fresh.auth, gstin)).status).toBe(200);
    const registered = sandboxDetails(gstin);
    const res = await api.addBusiness(fresh.auth, {
      gstin: gstin.toLowerCase(),
      trade_name: registered.trade_name.toUpperCase(),
      // Sent by a client that should not: taken from the GST records instead.
      pan: 'ZZZZZ9999Z',
      state_id: (await t.db('states').where({ gst_code: '27' }).first('id')).id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const state = await t.db('states').where({ gst_code: '08' }).first('id');
    expect(res.body).toMatchObject({
      user_id: fresh.user.id,
      gstin,
      trade_name: registered.trade_name.toUpperCase(),
      legal_name: registered.legal_name,
      pan: gstin.slice(2, 12),
      state_id: Number(state.id),
      address: registered.address,
      pincode: registered.address.slice(-6),
      name_mismatch: false,
      registration_source: 'web',
      status: 1,
    });
    expect(res.body.gst_verified_at).not.toBeNull();
    expect(res.body).not.toHaveProperty('name_mismatch_confirmed');
    // The look-up of a minute ago was reused: one paid call, not two.
    expect(await memberLookups(fresh.user.id, gstin)).toHaveLength(1);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'businesses', record_id: String(res.body.id), action: 'create' })
      .first();
    expect(audit).toMatchObject({ actor_user_id: fresh.user.id });
    expect((await api.active(fresh.auth)).body).toMatchObject({ active_business_id: res.body.id, business: { id: res.body.id, gstin } });
  });

  it('without a look-up first: looks the GSTIN up itself (and logs it)', async () => {
    const gstin = freshGstin();
    const res = await api.addBusiness(people.member.auth, { gstin, trade_name: sandboxDetails(gstin).legal_name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await memberLookups(people.member.user.id, gstin)).toHaveLength(1);
  });

  it('refuses another user’s id as owner (403 on user_id); its own id is accepted', async () => {
    const gstin = freshGstin();
    const trade = sandboxDetails(gstin).trade_name;
    const forged = await api.addBusiness(people.member.auth, { gstin, trade_name: trade, user_id: people.other.user.id });
    expect(forged.status).toBe(403);
    expect(forged.body.errors).toEqual({ user_id: 'This must be your own account.' });
    expect(await t.db('businesses').where({ gstin }).first()).toBeUndefined();

    const own = await api.addBusiness(people.member.auth, { gstin, trade_name: trade, user_id: people.member.user.id });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.user_id).toBe(people.member.user.id);
  });

  it('refuses a name that differs from the GST records, naming both; accepts it confirmed, flagged for staff', async () => {
    const gstin = freshGstin();
    const registered = sandboxDetails(gstin);
    const refused = await api.addBusiness(people.member.auth, { gstin, trade_name: 'Completely Different Enterprises' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.trade_name).toContain('“Completely Different Enterprises”');
    expect(refused.body.errors.trade_name).toContain(`“${registered.legal_name}”`);
    expect(refused.body.errors.trade_name).toContain(`“${registered.trade_name}”`);
    expect(refused.body).toMatchObject({
      name_mismatch: true,
      registered: { legal_name: registered.legal_name, trade_name: registered.trade_name },
    });
    expect(await t.db('businesses').where({ gstin }).first()).toBeUndefined();

    const wrongLegal = await api.addBusiness(people.member.auth, {
      gstin,
      trade_name: registered.trade_name,
      legal_name: 'Somebody Else Ltd',
    });
    expect(wrongLegal.status).toBe(400);
    expect(Object.keys(wrongLegal.body.errors)).toEqual(['legal_name']);

    const confirmed = await api.addBusiness(people.member.auth, {
      gstin,
      trade_name: 'Completely Different Enterprises',
      name_mismatch_confirmed: true,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body).toMatchObject({
      trade_name: 'Completely Different Enterprises',
      legal_name: registered.legal_name,
      name_mismatch: true,
    });
  });

  it('matches names by the spec’s normalisation (Pvt. Ltd. = Private Limited), without a flag', async () => {
    const gstin = freshGstin();
    const legal = sandboxDetails(gstin).legal_name; // "… Private Limited"
    const res = await api.addBusiness(people.member.auth, {
      gstin,
      trade_name: legal.replace('Private Limited', 'pvt. ltd.').toLowerCase(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.name_mismatch).toBe(false);
  });

  it('refuses a GSTIN another member holds with 409 that reveals nothing about them, and points at support', async () => {
    const theirs = await createBusiness(t.db, { userId: people.other.user.id, legal_name: 'Wraxall Secret Holdings Private Limited' });
    const res = await api.addBusiness(people.member.auth, { gstin: theirs.gstin, trade_name: 'Mine Really' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'This GSTIN is already registered on Bakaya by another member. If the business is yours, ask our support team to review it.',
      errors: { gstin: expect.any(String) },
      code: 'GSTIN_ANOTHER_MEMBER',
      params: {},
      field_codes: { gstin: { code: 'GSTIN_ANOTHER_MEMBER', params: {} } },
      already_registered: 'another_member',
      review_path: '/api/businesses/gstin-review',
    });
    const text = JSON.stringify(res.body);
    for (const secret of [
      people.other.user.name,
      people.other.user.mobile,
      people.other.user.email,
      'Wraxall',
      String(theirs.id),
      String(people.other.user.id),
    ]) {
      expect(text).not.toContain(secret);
    }
    // Refused before any look-up: nothing was spent on it.
    expect(await memberLookups(people.member.user.id, theirs.gstin)).toHaveLength(0);
  });

  it('refuses a GSTIN already in the member’s own businesses with 409 (removed ones: ask support)', async () => {
    const mine = await createBusiness(t.db, { userId: people.member.user.id });
    const res = await api.addBusiness(people.member.auth, { gstin: mine.gstin, trade_name: 'Again' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'This GSTIN is already in your businesses.', already_registered: 'yours' });

    const removed = await createBusiness(t.db, { userId: people.member.user.id, status: 0 });
    const again = await api.addBusiness(people.member.auth, { gstin: removed.gstin, trade_name: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/removed.*contact support/);
  });

  it('refuses a registration GST does not know, or that is not Active (400 on gstin); 503 when GST is down', async () => {
    for (const [pan, pattern] of [
      [SANDBOX_TEST_PANS.notFound, /could not find a GST registration/],
      [SANDBOX_TEST_PANS.cancelled, /registration is cancelled/],
      [SANDBOX_TEST_PANS.suspended, /registration is suspended/],
    ] as const) {
      const gstin = testPanGstin(pan);
      await t.db('businesses').where({ gstin }).del();
      const res = await api.addBusiness(people.member.auth, { gstin, trade_name: 'Any Name Traders' });
      expect(res.status, pan).toBe(400);
      expect(res.body.errors.gstin).toMatch(pattern);
      expect(await t.db('businesses').where({ gstin }).first()).toBeUndefined();
    }
    const gstin = testPanGstin(SANDBOX_TEST_PANS.unavailable);
    await t.db('businesses').where({ gstin }).del();
    const down = await api.addBusiness(people.member.auth, { gstin, trade_name: 'Any Name Traders' });
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    // The failed look-up stays logged though the add was refused (it was a provider call).
    expect(await memberLookups(people.member.user.id, gstin).where({ status: 'failed' })).toHaveLength(1);
  });

  it('a customer cannot read or list another member’s business (404 / not in the list)', async () => {
    const theirs = await createBusiness(t.db, { userId: people.other.user.id });
    expect((await api.get(people.member.auth, `/api/businesses/${theirs.id}`)).status).toBe(404);
    const list = await api.get(people.member.auth, '/api/businesses');
    expect(list.status).toBe(200);
    expect(list.body.map((b: { id: number }) => b.id)).not.toContain(theirs.id);
    expect(list.body.every((b: { user_id: number }) => b.user_id === people.member.user.id)).toBe(true);
  });

  it('staff adding a business for a member are not held to the member rules (they verify it with a GST hit)', async () => {
    const staff = await signedIn(t.db, { roleId: 2 });
    const res = await api.addBusiness(staff.auth, {
      user_id: people.member.user.id,
      gstin: freshGstin(),
      trade_name: 'Staff Entered Name',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ user_id: people.member.user.id, name_mismatch: false, gst_verified_at: null });
  });
});
