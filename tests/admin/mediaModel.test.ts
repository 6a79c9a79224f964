import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES } from '../../api/src/contracts';
import {
  formatBytes,
  isImage,
  isPdf,
  mediaFilePath,
  mediaFileUrl,
  mediaIdOf,
  typeLabel,
  uploadProblem,
} from '../../admin/src/screens/media/mediaModel';

describe('media library model', () => {
  it('checks a file before upload: type, emptiness, 10 MB', () => {
    expect(uploadProblem({ name: 'logo.PNG', size: 2048 })).toBeNull();
    expect(uploadProblem({ name: 'terms.pdf', size: MAX_MEDIA_BYTES })).toBeNull();
    expect(uploadProblem({ name: 'big.jpg', size: MAX_MEDIA_BYTES + 1 })).toMatch(/limit is 10 MB/);
    expect(uploadProblem({ name: 'empty.gif', size: 0 })).toBe('The file is empty.');
    expect(uploadProblem({ name: 'sheet.xlsx', size: 10 })).toMatch(/Only images/);
    expect(uploadProblem({ name: 'noext', size: 10 })).toMatch(/Only images/);
  });

  it('links to the public file address and reads it back', () => {
    expect(mediaFilePath(12)).toBe('/api/media/12/file');
    expect(mediaFileUrl('https://bakaya.in/', 12)).toBe('https://bakaya.in/api/media/12/file');
    expect(mediaIdOf('/api/media/12/file')).toBe(12);
    expect(mediaIdOf('https://bakaya.in/api/media/7/file?x=1')).toBe(7);
    expect(mediaIdOf('https://cdn.example.com/logo.png')).toBeNull();
    expect(mediaIdOf(null)).toBeNull();
  });

  it('describes files', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1572864)).toBe('1.5 MB');
    expect(formatBytes(1048576)).toBe('1 MB');
    expect(formatBytes(12 * 1048576)).toBe('12 MB');
    expect(formatBytes(undefined)).toBe('');
    expect(isImage('image/png')).toBe(true);
    expect(isImage('application/pdf')).toBe(false);
    expect(isPdf('application/pdf')).toBe(true);
    expect(typeLabel('image/svg+xml')).toBe('SVG');
    expect(typeLabel('image/jpeg')).toBe('JPEG');
    expect(typeLabel('application/pdf')).toBe('PDF');
  });
});
