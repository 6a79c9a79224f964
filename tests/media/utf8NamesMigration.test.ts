/**
 * Upload names stored garbled before issue 18 #16 (UTF-8 bytes read as Latin-1) are repaired by
 * migration 20261201060100; names that are really Latin-1, or plain ASCII, are left as they are.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fromLatin1Misreading, repairUploadNames } from '../../migrations/20261201060100_utf8_upload_names';
import { createTestApp } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const HINDI = 'बिल-अक्टूबर.pdf';
const garbled = (s: string) => Buffer.from(s, 'utf8').toString('latin1');

describe('repairing upload names read as Latin-1', () => {
  it('recognises a misreading and nothing else', () => {
    expect(garbled(HINDI)).toMatch(/^à¤¬/);
    expect(fromLatin1Misreading(garbled(HINDI))).toBe(HINDI);
    expect(fromLatin1Misreading(garbled('Crème brûlée.pdf'))).toBe('Crème brûlée.pdf');
    expect(fromLatin1Misreading('café.pdf')).toBeUndefined();
    expect(fromLatin1Misreading('invoice.pdf')).toBeUndefined();
    expect(fromLatin1Misreading(HINDI)).toBeUndefined();
  });

  it('repairs the stored rows of every upload-name column', async () => {
    const tag = crypto.randomUUID();
    const media = (original_name: string, n: number) => ({
      original_name,
      file_path: `media/${tag}-${n}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 10,
    });
    const ids = (
      await t
        .db('media_files')
        .insert([media(garbled(HINDI), 1), media('café.pdf', 2), media('plain.pdf', 3)])
        .returning('id')
    ).map((r: { id: number }) => r.id);
    const [batch] = await t
      .db('gst_hit_batches')
      .insert({ file_name: garbled('सूची.csv') })
      .returning('id');

    expect(await repairUploadNames(t.db)).toBeGreaterThanOrEqual(2);
    const names = await t.db('media_files').whereIn('id', ids).orderBy('id').pluck('original_name');
    expect(names).toEqual([HINDI, 'café.pdf', 'plain.pdf']);
    expect((await t.db('gst_hit_batches').where({ id: batch.id }).first()).file_name).toBe('सूची.csv');
    expect(await repairUploadNames(t.db)).toBe(0);
  });
});
