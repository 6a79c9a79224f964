import { describe, expect, it } from 'vitest';
import { evidenceLinkKey, LINK_TTL_MS, signEvidenceLink, verifyEvidenceLink, type EvidenceGrant } from './evidenceLinks';

const key = evidenceLinkKey('a test secret');
const now = Date.UTC(2026, 10, 26, 10, 0, 0);
const fileGrant: EvidenceGrant = {
  target: { what: 'file', caseId: 41, documentId: 7 },
  viewer: { kind: 'reporter', userId: 12 },
  expiresAt: now + LINK_TTL_MS,
};

describe('evidence links', () => {
  it('carry exactly what they were signed for, for each kind of viewer and target', () => {
    expect(verifyEvidenceLink(signEvidenceLink(fileGrant, key), key, now)).toEqual({ ok: true, grant: fileGrant });
    const zip: EvidenceGrant = { target: { what: 'zip', caseId: 41 }, viewer: { kind: 'reported', noticeId: 3 }, expiresAt: now + 1 };
    expect(verifyEvidenceLink(signEvidenceLink(zip, key), key, now)).toEqual({ ok: true, grant: zip });
    const staff: EvidenceGrant = { ...fileGrant, viewer: { kind: 'staff', userId: 2 } };
    expect(verifyEvidenceLink(signEvidenceLink(staff, key), key, now)).toEqual({ ok: true, grant: staff });
  });

  it('stop working at their expiry time', () => {
    const token = signEvidenceLink(fileGrant, key);
    expect(verifyEvidenceLink(token, key, fileGrant.expiresAt - 1).ok).toBe(true);
    expect(verifyEvidenceLink(token, key, fileGrant.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when tampered with, signed with another key, or malformed', () => {
    const token = signEvidenceLink(fileGrant, key);
    const [body, sig] = token.split('.');
    if (sig === undefined) throw new Error(`a signed link has a body and a signature: ${token}`);
    const other = Buffer.from(JSON.stringify({ w: 'f', c: 41, d: 8, v: 'r', i: 12, e: fileGrant.expiresAt })).toString('base64url');
    expect(verifyEvidenceLink(`${other}.${sig}`, key, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyEvidenceLink(token, evidenceLinkKey('another secret'), now)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', 'abc', `${body}.`, `${body}.${sig}.x`, `${body}.${sig.slice(1)}`, '..', `x.${sig}`]) {
      expect(verifyEvidenceLink(bad, key, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('never put more than ids in the link', () => {
    const payload = JSON.parse(Buffer.from(signEvidenceLink(fileGrant, key).split('.')[0] ?? '', 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['c', 'd', 'e', 'i', 'v', 'w']);
  });
});
