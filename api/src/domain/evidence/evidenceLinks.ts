/**
 * Short-lived signed links to evidence (issue 10 §2). A link names one thing — a file of a case, or
 * the whole evidence of a case as one zip — and the viewer it was made for, and expires after
 * LINK_TTL_MS. It needs no sign-in (so it works as a plain link, in an email client, on a phone),
 * so it is signed: HMAC-SHA256 over the payload with a key only the server has. Pure: the key and
 * the clock are passed in.
 *
 * Format: base64url(JSON payload) "." base64url(HMAC). The payload holds ids only, never a path.
 */
import crypto from 'node:crypto';

export const LINK_TTL_MS = 10 * 60 * 1000;

export type EvidenceViewer =
  { kind: 'reporter'; userId: number } | { kind: 'staff'; userId: number } | { kind: 'reported'; noticeId: number };

export type EvidenceTarget = { what: 'file'; caseId: number; documentId: number } | { what: 'zip'; caseId: number };

export interface EvidenceGrant {
  target: EvidenceTarget;
  viewer: EvidenceViewer;
  /** Epoch milliseconds after which the link no longer works. */
  expiresAt: number;
}

interface Payload {
  /** 'f' a file, 'z' the zip */
  w: 'f' | 'z';
  c: number;
  d?: number;
  /** viewer kind: r reporter, s staff, n the reported business through its notice */
  v: 'r' | 's' | 'n';
  /** user id (reporter, staff) or notice id */
  i: number;
  e: number;
}

const VIEWER_CODE = { reporter: 'r', staff: 's', reported: 'n' } as const;

const mac = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');

export function signEvidenceLink(grant: EvidenceGrant, key: Buffer): string {
  const v = grant.viewer;
  const payload: Payload = {
    w: grant.target.what === 'file' ? 'f' : 'z',
    c: grant.target.caseId,
    ...(grant.target.what === 'file' ? { d: grant.target.documentId } : {}),
    v: VIEWER_CODE[v.kind],
    i: v.kind === 'reported' ? v.noticeId : v.userId,
    e: grant.expiresAt,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

export type LinkCheck = { ok: true; grant: EvidenceGrant } | { ok: false; reason: 'invalid' | 'expired' };

const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

function viewerOf(code: unknown, id: number): EvidenceViewer | null {
  if (code === 'r') return { kind: 'reporter', userId: id };
  if (code === 's') return { kind: 'staff', userId: id };
  if (code === 'n') return { kind: 'reported', noticeId: id };
  return null;
}

/** 'invalid' for anything not signed by us (tampered, truncated, another key); 'expired' once past its time. */
export function verifyEvidenceLink(token: string, key: Buffer, now: number): LinkCheck {
  const [body, sig, ...more] = token.split('.');
  if (body === undefined || sig === undefined || more.length > 0 || body.length > 400) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let p: Payload;
  try {
    p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const viewer = isId(p.i) ? viewerOf(p.v, p.i) : null;
  if (!viewer || !isId(p.c) || !Number.isSafeInteger(p.e)) return { ok: false, reason: 'invalid' };
  let target: EvidenceTarget;
  if (p.w === 'f' && isId(p.d)) target = { what: 'file', caseId: p.c, documentId: p.d };
  else if (p.w === 'z') target = { what: 'zip', caseId: p.c };
  else return { ok: false, reason: 'invalid' };
  if (now >= p.e) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { target, viewer, expiresAt: p.e } };
}

/** The key of evidence links, derived from the server's secret so it differs from every other use of it. */
export function evidenceLinkKey(serverSecret: string): Buffer {
  return crypto.createHmac('sha256', serverSecret).update('bakaya/evidence-links/v1').digest();
}
