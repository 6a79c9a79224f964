/**
 * The page machinery of the CIR PDF (cirPdf.ts): an A4 pdfkit document with the invoice's fonts, a
 * cursor that starts a new page before a block that would not fit, tables whose rows never split and
 * whose header repeats on every page, and a footer stamped on every page once the page count is known.
 *
 * pdfkit adds a page by itself when text runs past the bottom margin; every block here is measured and
 * placed inside the content area first, and the footer is drawn with the bottom margin lifted, so that
 * never happens behind the cursor's back.
 */
import PDFDocument from 'pdfkit';
import { fontsFor } from '../invoices';
import type { CirPdfLanguage } from './cirPdfLabels';

export const INK = '#1f2933';
export const MUTED = '#5f6b7a';
export const RULE = '#c9d1db';
export const SHADE = '#f1f4f8';
export const ACCENT = '#0b4f8a';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const FOOTER_ZONE = 30;
const DEVANAGARI = /[\u0900-\u097F]/;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  link?: string;
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

/** A table row: one text per column (lines split by \n) and an optional full-width note under it. */
export interface TableRow {
  cells: string[];
  note?: string;
}

const CELL_PAD = 4;
const TABLE_SIZE = 8;

export class CirPdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly right = A4.width - MARGIN;
  readonly width = A4.width - 2 * MARGIN;
  readonly top = MARGIN;
  /** Where content ends; the footer lives below it. */
  readonly bottom = A4.height - MARGIN - FOOTER_ZONE;
  y = MARGIN;
  /** How far below the top of a line Noto Sans's baseline lies further than Noto Sans Devanagari's, per point of size. */
  private readonly baselineShift: number;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(
    private readonly lang: CirPdfLanguage,
    info: { title: string; createdAt: Date },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: true,
      bufferPages: true,
      // The snapshot's date, not the clock: the same report renders to the same bytes.
      info: { Title: info.title, Subject: info.title, CreationDate: info.createdAt, ModDate: info.createdAt },
    });
    this.finished = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    const latin = fontsFor('en');
    const devanagari = fontsFor('hi');
    this.baselineShift = (latin.regular.ascent - devanagari.regular.ascent) / latin.regular.unitsPerEm;
    // pdfkit's own types only name file paths and buffers; its code takes a parsed fontkit font too.
    this.doc.registerFont('latin', latin.regular as unknown as Buffer);
    this.doc.registerFont('latin-bold', latin.bold as unknown as Buffer);
    this.doc.registerFont('deva', devanagari.regular as unknown as Buffer);
    this.doc.registerFont('deva-bold', devanagari.bold as unknown as Buffer);
  }

  /**
   * The Hindi PDF is set in Noto Sans Devanagari (it has the Latin letters, digits and ₹ too); the
   * English one in Noto Sans, except a value written in Devanagari (a name, a dispute statement).
   */
  private face(text: string, bold: boolean): string {
    const deva = this.lang === 'hi' || DEVANAGARI.test(text);
    return `${deva ? 'deva' : 'latin'}${bold ? '-bold' : ''}`;
  }

  private use(text: string, style: TextStyle): PDFKit.PDFDocument {
    return this.doc
      .font(this.face(text, style.bold ?? false))
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? INK);
  }

  /** Height the text takes at the style's width. */
  measure(text: string, style: TextStyle): number {
    return this.use(text, style).heightOfString(text, { width: style.width ?? this.width, lineGap: 1 });
  }

  /** Width of the text on one line. */
  widthOf(text: string, style: TextStyle): number {
    return this.use(text, style).widthOfString(text);
  }

  /**
   * Draws text at (x, y) and returns where it ends. Devanagari goes in a span carrying the text as
   * /ActualText: pdfkit maps each shaped glyph back to letters in drawing order (a short i-matra before
   * its consonant, a reph after its syllable), so without it Hindi copied or searched in the PDF reads wrong.
   */
  text(text: string, x: number, y: number, style: TextStyle = {}): number {
    const width = style.width ?? this.right - x;
    const span = DEVANAGARI.test(text);
    if (span) this.doc.markContent('Span', { actual: text });
    // A Devanagari value among English text sits on the same baseline as its neighbours.
    const dy = span && this.lang === 'en' ? this.baselineShift * (style.size ?? 9) : 0;
    this.use(text, style).text(text, x, y + dy, { width, align: style.align ?? 'left', lineGap: 1, link: style.link });
    if (span) this.doc.endMarkedContent();
    return this.doc.y;
  }

  /** Text at the cursor, across the page; moves the cursor below it. */
  paragraph(text: string, style: TextStyle = {}, gapAfter = 4): void {
    const width = style.width ?? this.width;
    this.ensure(this.measure(text, { ...style, width }));
    this.y = this.text(text, this.left, this.y, { ...style, width }) + gapAfter;
  }

  /** Starts a new page unless `height` still fits below the cursor. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.top) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.top;
  }

  rule(y: number, color = RULE, lineWidth = 0.7): void {
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(lineWidth).strokeColor(color).stroke();
  }

  /** A section title, kept on the same page as at least `keepWith` points of what follows. */
  heading(title: string, keepWith = 60): void {
    this.y += 6;
    this.ensure(21 + keepWith);
    this.text(title, this.left, this.y, { size: 12, bold: true, color: ACCENT });
    this.y += 17;
    this.rule(this.y, ACCENT, 1);
    this.y += 4;
  }

  private headerHeight(columns: TableColumn[]): number {
    return (
      2 * CELL_PAD +
      Math.max(...columns.map((c) => this.measure(c.header, { size: TABLE_SIZE, bold: true, width: c.width - 2 * CELL_PAD })))
    );
  }

  private rowHeights(columns: TableColumn[], row: TableRow): { cells: number; note: number } {
    const cells = Math.max(
      ...row.cells.map((cell, j) =>
        this.measure(cell, { size: TABLE_SIZE, bold: columns[j]!.bold, width: columns[j]!.width - 2 * CELL_PAD }),
      ),
    );
    const note = row.note ? this.measure(row.note, { size: TABLE_SIZE - 0.5, width: this.width - 4 * CELL_PAD }) + 2 * CELL_PAD : 0;
    return { cells: cells + 2 * CELL_PAD, note };
  }

  /** Height of a table's header and first row: what a heading above it must keep with it. */
  tableStart(columns: TableColumn[], rows: TableRow[]): number {
    if (!rows.length) return 0;
    const first = this.rowHeights(columns, rows[0]!);
    return this.headerHeight(columns) + first.cells + first.note;
  }

  /** A table; a row that does not fit goes whole to the next page, under a repeated header. */
  table(columns: TableColumn[], rows: TableRow[]): void {
    const drawHeader = () => {
      const h = this.headerHeight(columns);
      this.doc.rect(this.left, this.y, this.width, h).fill(SHADE);
      let x = this.left;
      for (const c of columns) {
        this.text(c.header, x + CELL_PAD, this.y + CELL_PAD, {
          size: TABLE_SIZE,
          bold: true,
          width: c.width - 2 * CELL_PAD,
          align: c.align,
        });
        x += c.width;
      }
      this.y += h;
    };
    this.ensure(this.tableStart(columns, rows));
    rows.forEach((row, i) => {
      const heights = this.rowHeights(columns, row);
      const height = heights.cells + heights.note;
      if (i > 0 && this.y + height > this.bottom) this.newPage();
      if (i === 0 || this.y === this.top) drawHeader();
      if (i % 2 === 1) this.doc.rect(this.left, this.y, this.width, height).fill('#fafbfc');
      let x = this.left;
      row.cells.forEach((cell, j) => {
        const c = columns[j]!;
        this.text(cell, x + CELL_PAD, this.y + CELL_PAD, { size: TABLE_SIZE, bold: c.bold, width: c.width - 2 * CELL_PAD, align: c.align });
        x += c.width;
      });
      if (row.note) {
        const noteY = this.y + heights.cells;
        this.doc.rect(this.left + CELL_PAD, noteY - 1, this.width - 2 * CELL_PAD, heights.note - CELL_PAD + 1).fill('#fff4e5');
        this.text(row.note, this.left + 2 * CELL_PAD, noteY + CELL_PAD / 2, { size: TABLE_SIZE - 0.5, width: this.width - 4 * CELL_PAD });
      }
      this.y += height;
      this.rule(this.y, RULE, 0.4);
    });
    this.y += 4;
  }

  /** Stamps the footer on every page (left text, right 'page n of N') and returns the PDF's bytes. */
  finish(footer: (page: number, pages: number) => { left: string; right: string }): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const margins = this.doc.page.margins;
      const savedBottom = margins.bottom;
      margins.bottom = 0; // drawing below the content area must not start a new page
      const y = this.bottom + 12;
      this.rule(y - 5);
      const { left, right } = footer(i - range.start + 1, range.count);
      this.text(left, this.left, y, { size: 7.5, color: MUTED, width: this.width - 90 });
      this.text(right, this.right - 90, y, { size: 7.5, color: MUTED, width: 90, align: 'right' });
      margins.bottom = savedBottom;
    }
    this.doc.end();
    return this.finished;
  }
}
