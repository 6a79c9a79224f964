import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQrCode } from './cirPdfCharts';
import type { CirPdfWriter } from './cirPdfLayout';

/** A writer whose document only records the rectangles drawn and the links added. */
function recordingWriter() {
  const rects: Array<{ x: number; y: number; w: number; h: number }> = [];
  const links: string[] = [];
  const doc = {
    rect(x: number, y: number, w: number, h: number) {
      rects.push({ x, y, w, h });
      return doc;
    },
    fill: () => doc,
    link(_x: number, _y: number, _w: number, _h: number, url: string) {
      links.push(url);
      return doc;
    },
  };
  return { writer: { doc } as unknown as CirPdfWriter, rects, links };
}

describe('drawQrCode', () => {
  it('draws the QR code of the URL module for module, with a quiet zone, and links it', () => {
    const url = 'https://bakaya.example.in/cir/verify/K7QF-3XWD-92MA';
    const { writer, rects, links } = recordingWriter();
    const [x0, y0, size] = [100, 200, 74];
    drawQrCode(writer, url, x0, y0, size);

    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const cell = size / (modules.size + 4);
    expect(rects[0]).toEqual({ x: x0, y: y0, w: size, h: size }); // the white square under it
    const drawn = Array.from({ length: modules.size }, () => new Array<boolean>(modules.size).fill(false));
    for (const r of rects.slice(1)) {
      const row = Math.round((r.y - y0) / cell) - 2;
      const first = Math.round((r.x - x0) / cell) - 2;
      const count = Math.round(r.w / cell);
      expect(row).toBeGreaterThanOrEqual(0);
      expect(first).toBeGreaterThanOrEqual(0);
      for (let col = first; col < first + count; col++) {
        expect(drawn[row]![col], `module ${row},${col} drawn twice`).toBe(false);
        drawn[row]![col] = true;
      }
    }
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) expect(drawn[row]![col], `module ${row},${col}`).toBe(Boolean(modules.get(row, col)));
    expect(links).toEqual([url]);
  });
});
