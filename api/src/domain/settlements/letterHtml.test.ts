import { describe, expect, it } from 'vitest';
import { htmlBlocks } from './letterHtml';

describe('htmlBlocks', () => {
  it('lays paragraphs, headings and list items out as blocks of styled runs, never markup', async () => {
    const blocks = await htmlBlocks(
      '<h2>Terms</h2><p>Pay <strong>on time</strong>, <em>always</em>.</p><ol><li>First</li><li>Second</li></ol><ul><li>Point</li></ul>',
    );
    expect(blocks.map((b) => [b.kind, b.marker, b.runs.map((r) => r.text).join('')])).toEqual([
      ['heading', '', 'Terms'],
      ['paragraph', '', 'Pay on time, always.'],
      ['item', '1.', 'First'],
      ['item', '2.', 'Second'],
      ['item', '•', 'Point'],
    ]);
    expect(blocks[1]!.runs.find((r) => r.text === 'on time')).toMatchObject({ bold: true, italic: false });
    expect(blocks[1]!.runs.find((r) => r.text === 'always')).toMatchObject({ bold: false, italic: true });
    expect(JSON.stringify(blocks)).not.toMatch(/<\/?[a-z]+>/);
  });

  it('keeps line breaks and decodes entities; plain text is a paragraph per line', async () => {
    const [p] = await htmlBlocks('<p>Bakaya&nbsp;Technologies &amp; Co.<br>Jaipur</p>');
    expect(p!.runs.map((r) => r.text).join('')).toBe('Bakaya\u00a0Technologies & Co.\nJaipur');
    expect((await htmlBlocks('Line one\nLine 2 < 3 & 4')).map((b) => b.runs[0]!.text)).toEqual(['Line one', 'Line 2 < 3 & 4']);
  });
});
