/**
 * The drawings of the CIR PDF, in plain pdfkit vector paths: the score bar, the 24-month bar chart and
 * the verification QR code (modules from the `qrcode` package, drawn as rectangles, so it stays sharp
 * at any zoom and needs no image).
 */
import QRCode from 'qrcode';
import type { CirReportSnapshot } from '../../contracts/cir';
import { MAX_SCORE, formatPaise, toPaise } from '../../validation';
import { INK, MUTED, RULE, SHADE, type CirPdfWriter } from './cirPdfLayout';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DUE_COLOUR = '#E53935';
const SETTLED_COLOUR = '#43A047';

/** A bar from 0 to 900 filled up to the score in the band's colour, with a marker and the ends labelled. */
export function drawScoreBar(w: CirPdfWriter, x: number, y: number, width: number, score: number, colour: string): number {
  const h = 9;
  const filled = Math.max(2, (width * Math.min(score, MAX_SCORE)) / MAX_SCORE);
  w.doc.roundedRect(x, y, width, h, h / 2).fill(SHADE);
  w.doc.roundedRect(x, y, filled, h, h / 2).fill(colour);
  const mx = x + filled;
  w.doc
    .moveTo(mx - 4, y - 5)
    .lineTo(mx + 4, y - 5)
    .lineTo(mx, y)
    .closePath()
    .fill(INK);
  w.text('0', x, y + h + 2, { size: 7, color: MUTED, width: 30 });
  w.text(String(MAX_SCORE), x + width - 30, y + h + 2, { size: 7, color: MUTED, width: 30, align: 'right' });
  return y + h + 12;
}

/** The smallest 1, 2 or 5 × 10ⁿ rupees at or above the amount, so the axis reads in round figures. */
function roundCeilingRupees(paise: number): number {
  const rupees = Math.max(1, Math.ceil(paise / 100));
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 5, 10].find((m) => m * power >= rupees)!;
  return step * power;
}

/** '₹15,00,000' (whole rupees, Indian grouping). */
function wholeRupees(rupees: number): string {
  return formatPaise(rupees * 100).replace(/\.00$/, '');
}

/**
 * Two bars a month — newly reported dues and money settled — over the 24 months, oldest first, with the
 * month under each pair (and the year under January and the first month) and the new cases counted below.
 */
export function drawTrendChart(
  w: CirPdfWriter,
  trends: CirReportSnapshot['trends'],
  labels: { newDue: string; settled: string; newCases: string },
): void {
  const axisW = 62;
  const plotH = 110;
  const x0 = w.left + axisW;
  const plotW = w.width - axisW;
  const slot = plotW / Math.max(1, trends.length);
  const values = trends.map((t) => ({ due: toPaise(t.new_due), settled: toPaise(t.settled) }));
  const top = roundCeilingRupees(Math.max(...values.map((v) => Math.max(v.due, v.settled))));
  w.ensure(plotH + 70);
  const y0 = w.y + 16; // the plot's top, under the legend

  // Legend.
  let lx = x0;
  for (const [label, colour] of [
    [labels.newDue, DUE_COLOUR],
    [labels.settled, SETTLED_COLOUR],
  ] as const) {
    w.doc.rect(lx, w.y + 2, 8, 8).fill(colour);
    w.text(label, lx + 12, w.y, { size: 8, color: MUTED, width: 200 });
    lx += 24 + w.widthOf(label, { size: 8 });
  }

  // Axis: 0, half and the top, in whole rupees.
  for (const fraction of [0, 0.5, 1]) {
    const gy = y0 + plotH - plotH * fraction;
    w.doc
      .moveTo(x0, gy)
      .lineTo(w.right, gy)
      .lineWidth(0.4)
      .strokeColor(fraction === 0 ? MUTED : RULE)
      .stroke();
    w.text(wholeRupees(top * fraction), w.left, gy - 4, { size: 6.5, color: MUTED, width: axisW - 6, align: 'right' });
  }

  const barW = Math.min(8, slot * 0.32);
  trends.forEach((t, i) => {
    const sx = x0 + i * slot + slot / 2;
    const v = values[i]!;
    const bar = (paise: number, bx: number, colour: string) => {
      if (paise <= 0) return;
      const h = Math.max(1, (plotH * paise) / (top * 100));
      w.doc.rect(bx, y0 + plotH - h, barW, h).fill(colour);
    };
    bar(v.due, sx - barW - 0.5, DUE_COLOUR);
    bar(v.settled, sx + 0.5, SETTLED_COLOUR);
    const [year, month] = t.month.split('-');
    const mi = Number(month) - 1;
    w.text(MONTHS[mi] ?? t.month, sx - slot / 2, y0 + plotH + 3, { size: 6.5, color: MUTED, width: slot, align: 'center' });
    if (i === 0 || mi === 0) w.text(year ?? '', sx - slot / 2, y0 + plotH + 11, { size: 6.5, color: MUTED, width: slot, align: 'center' });
    if (t.new_cases > 0) w.text(String(t.new_cases), sx - slot / 2, y0 + plotH + 24, { size: 7, bold: true, width: slot, align: 'center' });
  });
  w.text(labels.newCases, w.left, y0 + plotH + 24, { size: 7, color: MUTED, width: axisW - 6, align: 'right' });
  w.y = y0 + plotH + 38;
}

/** The QR code of `url`, `size` points square, with its quiet zone inside the square; it links to the URL too. */
export function drawQrCode(w: CirPdfWriter, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  w.doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules keeps the page small.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair taller than a module, so no viewer shows seams between rows.
      w.doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell + 0.05);
    }
  }
  w.doc.fill('#000000');
  w.doc.link(x, y, size, size, url);
}
