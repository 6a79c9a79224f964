/** Reading the GSTIN list of a bulk GST hit from JSON or CSV. */
import { describe, expect, it } from 'vitest';
import { gstinsFromCsv, gstinsFromJson } from '../../api/src/domain/gst/bulkGstinInput';

describe('gstinsFromJson', () => {
  it('takes a list of strings, trimmed, blanks skipped', () => {
    expect(gstinsFromJson({ gstins: [' 27AAPFU0939F1ZV ', '', 'x'] }, 10)).toEqual({ ok: true, gstins: ['27AAPFU0939F1ZV', 'x'] });
  });
  it('refuses anything else with a message', () => {
    expect(gstinsFromJson({}, 10)).toMatchObject({ ok: false, message: expect.stringContaining('"gstins"') });
    expect(gstinsFromJson(null, 10)).toMatchObject({ ok: false });
    expect(gstinsFromJson({ gstins: 'abc' }, 10)).toMatchObject({ ok: false });
    expect(gstinsFromJson({ gstins: ['a', 5] }, 10)).toMatchObject({
      ok: false,
      message: 'gstins[1] must be text, like "27AAPFU0939F1ZV".',
    });
    expect(gstinsFromJson({ gstins: [] }, 10)).toMatchObject({ ok: false, message: 'Give at least one GSTIN.' });
    expect(gstinsFromJson({ gstins: ['  '] }, 10)).toMatchObject({ ok: false, message: 'Give at least one GSTIN.' });
    expect(gstinsFromJson({ gstins: Array(11).fill('a') }, 10)).toMatchObject({
      ok: false,
      message: 'At most 10 GSTINs per request; this one has 11.',
    });
    expect(gstinsFromJson({ gstins: ['x'.repeat(65)] }, 10)).toMatchObject({ ok: false, message: expect.stringContaining('too long') });
  });
});

describe('gstinsFromCsv', () => {
  it('reads the "gstin" column, whatever its position and case', () => {
    expect(gstinsFromCsv('\uFEFFName,GSTIN\r\nA,27AAPFU0939F1ZV\r\n"B, Ltd",08ABCPS1234K1ZM\r\n\r\n', 10)).toEqual({
      ok: true,
      gstins: ['27AAPFU0939F1ZV', '08ABCPS1234K1ZM'],
    });
    expect(gstinsFromCsv('gst number\n27AAPFU0939F1ZV\n', 10)).toEqual({ ok: true, gstins: ['27AAPFU0939F1ZV'] });
  });
  it('reads a header-less single column of GSTINs', () => {
    expect(gstinsFromCsv('27AAPFU0939F1ZV\n08abcps1234k1zm\n', 10)).toEqual({ ok: true, gstins: ['27AAPFU0939F1ZV', '08abcps1234k1zm'] });
  });
  it('refuses empty files, files without a GSTIN column and too many rows', () => {
    expect(gstinsFromCsv('', 10)).toMatchObject({ ok: false, message: expect.stringContaining('empty') });
    expect(gstinsFromCsv('name,city\nA,Jaipur\n', 10)).toMatchObject({ ok: false, message: expect.stringContaining('headed "gstin"') });
    expect(gstinsFromCsv('gstin\n', 10)).toMatchObject({ ok: false, message: 'Give at least one GSTIN.' });
    expect(gstinsFromCsv(['gstin', ...Array(3).fill('27AAPFU0939F1ZV')].join('\n'), 2)).toMatchObject({
      ok: false,
      message: 'At most 2 GSTINs per request; this one has 3.',
    });
  });
});
