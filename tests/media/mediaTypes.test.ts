/** Magic-byte detection for CMS media (SVG cleaning: svgSanitizer.test.ts). */
import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../../api/src/contracts';
import { sniffMediaType } from '../../api/src/media/mediaTypes';
import { displayName } from '../../api/src/media/mediaUpload';
import { samples } from './samples';

describe('sniffMediaType', () => {
  it('recognises each allowed type by its first bytes', () => {
    expect(sniffMediaType(samples.png)).toBe(MEDIA_TYPES.png);
    expect(sniffMediaType(samples.jpeg)).toBe(MEDIA_TYPES.jpeg);
    expect(sniffMediaType(samples.gif)).toBe(MEDIA_TYPES.gif);
    expect(sniffMediaType(samples.webp)).toBe(MEDIA_TYPES.webp);
    expect(sniffMediaType(samples.pdf)).toBe(MEDIA_TYPES.pdf);
    expect(sniffMediaType(samples.svg)).toBe(MEDIA_TYPES.svg);
    expect(
      sniffMediaType(
        Buffer.from(
          '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg width="1"></svg>',
        ),
      ),
    ).toBe(MEDIA_TYPES.svg);
  });

  it('refuses everything else, including look-alikes', () => {
    for (const b of [
      Buffer.from('hello'),
      Buffer.alloc(0),
      Buffer.from('MZ\x90\x00'),
      Buffer.from('<html><svg></svg></html>'),
      Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt '),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.from('PK\x03\x04'),
    ]) {
      expect(sniffMediaType(b)).toBeNull();
    }
  });
});

describe('displayName', () => {
  it('drops paths and control characters and caps the length', () => {
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('C:\\Users\\me\\logo.png')).toBe('logo.png');
    expect(displayName('a\u0000b\nc.png')).toBe('abc.png');
    expect(displayName('   ')).toBe('file');
    expect(displayName('x'.repeat(300) + '.png')).toHaveLength(255);
    expect(displayName('x'.repeat(300) + '.png').endsWith('.png')).toBe(true);
  });
});
