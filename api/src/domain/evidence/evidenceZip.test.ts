import { describe, expect, it } from 'vitest';
import { sha256SumsText, zipEntryName } from './evidenceZip';

describe('evidence zip names', () => {
  it('number each file, say its kind and keep a safe name', () => {
    expect(zipEntryName(0, { doc_type: 'invoice', original_name: 'bill 42.pdf' })).toBe('01-invoice-bill 42.pdf');
    expect(zipEntryName(11, { doc_type: 'ca_certificate', original_name: '../../etc/passwd' })).toBe('12-ca_certificate-.._.._etc_passwd');
    expect(zipEntryName(2, { doc_type: 'bilty', original_name: 'a\u0000b\nc.png' })).toBe('03-bilty-a_b_c.png');
    expect(zipEntryName(0, { doc_type: 'invoice', original_name: `${'x'.repeat(300)}.pdf` }).length).toBeLessThanOrEqual(120);
  });

  it('list each fingerprint in the sha256sum format', () => {
    const hash = 'a'.repeat(64);
    expect(sha256SumsText([{ name: '01-invoice-a.pdf', sha256: hash }])).toBe(`${hash}  01-invoice-a.pdf\n`);
    expect(sha256SumsText([{ name: 'old.pdf', sha256: null }])).toMatch(/not recorded/);
  });
});
