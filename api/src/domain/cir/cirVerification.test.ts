import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CirReportSnapshot } from '../../contracts/cir';
import { canonicalJson, cirSnapshotHash, verifiedFigures } from './cirVerification';

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps list order, drops undefined', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }, 'x'], e: undefined })).toBe('{"a":[{"c":null,"d":2},"x"],"b":1}');
  });
  it('is the same for the same value written in another key order', () => {
    expect(canonicalJson({ x: { q: 1, p: [1, 2] }, y: 'ह' })).toBe(canonicalJson({ y: 'ह', x: { p: [1, 2], q: 1 } }));
  });
});

const snapshot = {
  verification_code: 'ABCDEFGHIJKLMNOPQRST',
  summary: {
    cases_by_status: { listed: 2, settled: 1, disputed: 0 },
    outstanding: '1200.00',
    settled: '300.00',
    written_off: '0.00',
    open_disputes: 0,
    distinct_reporters: 2,
  },
  cases: [{ id: 1 }, { id: 2 }, { id: 3 }],
} as unknown as CirReportSnapshot;

describe('the report fingerprint and figures', () => {
  it('is the SHA-256 of the canonical JSON, and changes when a case is removed', () => {
    expect(cirSnapshotHash(snapshot)).toBe(crypto.createHash('sha256').update(canonicalJson(snapshot)).digest('hex'));
    expect(cirSnapshotHash({ ...snapshot, cases: snapshot.cases.slice(1) })).not.toBe(cirSnapshotHash(snapshot));
  });
  it('shows the PDF summary’s figures, statuses with no case left out', () => {
    expect(verifiedFigures(snapshot)).toEqual({
      cases: 3,
      cases_by_status: { listed: 2, settled: 1 },
      outstanding: '1200.00',
      settled: '300.00',
      written_off: '0.00',
      open_disputes: 0,
      distinct_reporters: 2,
    });
  });
});
