import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The page layout of Bulkpay's PDF reports: A4, fixed margins, lines and table rows that wrap and
// flow onto new pages. What a report says is its own module's (run-report-pdf.ts).

/** DejaVu Sans (free licence, npm dejavu-fonts-ttf): covers Finnish, Swedish, German and the rest of Latin. */
function fontBytes(bold: boolean): Uint8Array {
  const file = bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf';
  return readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;

/** Draws lines top to bottom on A4 pages, starting a new page when one is full. */
export class PdfPageWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  /** A new document with DejaVu Sans embedded (regular and bold), on its first page. */
  static async create(): Promise<PdfPageWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(fontBytes(false), { subset: true });
    const bold = await doc.embedFont(fontBytes(true), { subset: true });
    return new PdfPageWriter(doc, font, bold);
  }
  /** Writes each page's number at its foot ("Page 1 of 3", as `words` says it). */
  numberPages(words: (index: number, count: number) => string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) =>
      page.drawText(words(i, pages.length), { x: A4.width - MARGIN - 60, y: 20, size: 7, font: this.font }),
    );
  }
  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  need(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  /**
   * Text broken into lines of at most `width` points: at spaces where it can, inside a word only
   * when the word alone is wider. Nothing is ever cut off (an IBAN is printed whole).
   */
  wrap(text: string, width: number, size: number, font = this.font): string[] {
    const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const joined = current ? `${current} ${word}` : word;
      if (fits(joined)) {
        current = joined;
        continue;
      }
      if (current) lines.push(current);
      let rest = word;
      while (!fits(rest)) {
        let n = rest.length - 1;
        while (n > 1 && !fits(rest.slice(0, n))) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      current = rest;
    }
    lines.push(current);
    return lines;
  }
  line(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.font;
    for (const part of this.wrap(text, A4.width - 2 * MARGIN, size, font)) {
      this.need(size + 4);
      this.page.drawText(part, { x: MARGIN, y: this.y - size, size, font });
      this.y -= size + 2;
    }
    this.y -= (options.gap ?? 4) - 2;
  }
  /**
   * One table row: cells at fixed x offsets and widths, each wrapped onto as many lines as it
   * needs (the row is as tall as its tallest cell); `right` aligns a cell to its right edge.
   */
  row(cells: { text: string; x: number; width: number; right?: boolean }[], options: { bold?: boolean } = {}) {
    const size = 8;
    const font = options.bold ? this.bold : this.font;
    const wrapped = cells.map((c) => this.wrap(c.text, c.width, size, font));
    const height = Math.max(...wrapped.map((w) => w.length)) * (size + 2);
    this.need(height + 2);
    cells.forEach((c, k) =>
      wrapped[k]!.forEach((text, i) => {
        const x = MARGIN + c.x + (c.right ? c.width - font.widthOfTextAtSize(text, size) : 0);
        this.page.drawText(text, { x, y: this.y - size - i * (size + 2), size, font });
      }),
    );
    this.y -= height + 2;
  }
  rule() {
    this.need(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 2 },
      end: { x: A4.width - MARGIN, y: this.y - 2 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 6;
  }
}
