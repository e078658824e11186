import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { drawable, reportFontBytes, reportFontkit } from './font';

export const NO_SUBSTITUTIONS = { liga: false, calt: false, ccmp: false, locl: false, kern: false };

/** A4 in points, margins, and the report's colours. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const COLOURS = {
  text: rgb(0.12, 0.12, 0.14),
  muted: rgb(0.42, 0.44, 0.48),
  rule: rgb(0.82, 0.84, 0.87),
  header: rgb(0.93, 0.95, 0.97),
  accent: rgb(0.09, 0.37, 0.65),
  good: rgb(0.2, 0.6, 0.35),
  bad: rgb(0.8, 0.25, 0.2),
} as const;

export interface Column {
  title: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * Writes the report top to bottom: a cursor `y` on the current page, a new page when the next block does not fit,
 * the page footer on each. Sections (sections.ts) only call these helpers.
 */
export class ReportWriter {
  readonly document: PDFDocument;
  private readonly font: PDFFont;
  private readonly characters: ReadonlySet<number>;
  private readonly footer: string;
  page!: PDFPage;
  y = 0;

  private constructor(document: PDFDocument, font: PDFFont, footer: string) {
    this.document = document;
    this.font = font;
    this.characters = new Set(font.getCharacterSet());
    this.footer = footer;
    this.newPage();
  }

  /** `subset` (default on): embed only the glyphs drawn, tens of KB instead of the whole 2.5 MB font. */
  static async create(title: string, footer: string, options: { subset?: boolean } = {}) {
    const document = await PDFDocument.create();
    document.registerFontkit(reportFontkit);
    // No substitutions: glyphs that `liga`/`ccmp`/`locl` pick (digits after a letter: 'Q355B') have no entry in the
    // width table pdf-lib writes for an unsubset font, so viewers would space them a full em apart.
    const font = await document.embedFont(await reportFontBytes(), { subset: options.subset ?? true, features: NO_SUBSTITUTIONS });
    document.setTitle(title);
    document.setProducer('atsteel');
    document.setCreator('atsteel quality ranking');
    return new ReportWriter(document, font, footer);
  }

  newPage() {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    const number = this.document.getPageCount();
    this.text(`${this.footer} · ${number}`, PAGE.margin, PAGE.margin / 2, 7, COLOURS.muted);
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  clean(text: string) {
    return drawable(text, this.characters);
  }

  private readonly widths = new Map<string, number>();

  /** Width of cleaned text at a size (layouts are cached: tables measure the same strings often). */
  measure(shown: string, size: number) {
    let unit = this.widths.get(shown);
    if (unit === undefined) {
      unit = this.font.widthOfTextAtSize(shown, 1);
      this.widths.set(shown, unit);
    }
    return unit * size;
  }

  width(text: string, size: number) {
    return this.measure(this.clean(text), size);
  }

  /** Draws one run of text with its baseline at y. */
  text(text: string, x: number, y: number, size: number, color: RGB = COLOURS.text) {
    this.page.drawText(this.clean(text), { x, y, size, font: this.font, color });
  }

  /** Breaks text into rows no wider than `width` (by character, so Chinese and English both wrap). */
  wrap(text: string, size: number, width = CONTENT_WIDTH): string[] {
    const rows: string[] = [];
    for (const paragraph of this.clean(text).split('\n')) {
      let row = '';
      let rowWidth = 0;
      for (const word of paragraph.split(/(?<=[\s\u3000-\u9fff\uff00-\uffef])|(?=[\u3000-\u9fff\uff00-\uffef])/)) {
        // Widths of words add up (no kerning across them), so each word is measured once.
        const wordWidth = this.measure(word, size);
        if (row && rowWidth + wordWidth > width) {
          rows.push(row.trimEnd());
          row = word.trimStart();
          rowWidth = this.measure(row, size);
        } else {
          row += word;
          rowWidth += wordWidth;
        }
      }
      rows.push(row);
    }
    return rows;
  }

  /** A section heading, kept on the page of what follows it (room for a table header and a few rows). */
  heading(text: string, size = 12) {
    this.ensure(size + 110);
    this.y -= size + 10;
    this.text(text, PAGE.margin, this.y, size, COLOURS.accent);
    this.y -= 5;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.6, color: COLOURS.rule });
    this.y -= 4;
  }

  paragraph(text: string, size = 8.5, color: RGB = COLOURS.text) {
    for (const row of this.wrap(text, size)) {
      this.ensure(size + 4);
      this.y -= size + 3.5;
      this.text(row, PAGE.margin, this.y, size, color);
    }
    this.y -= 2;
  }

  /** Label–value pairs in two columns. */
  facts(pairs: [string, string][], size = 8.5) {
    const half = CONTENT_WIDTH / 2;
    for (let index = 0; index < pairs.length; index += 2) {
      this.ensure(size + 6);
      this.y -= size + 5;
      pairs.slice(index, index + 2).forEach(([label, value], column) => {
        const x = PAGE.margin + column * half;
        this.text(label, x, this.y, size, COLOURS.muted);
        this.text(value, x + 92, this.y, size);
      });
    }
    this.y -= 3;
  }

  /** A table with a shaded header row, repeated on each new page. */
  table(columns: Column[], rows: string[][], size = 7.5) {
    const rowHeight = size + 6;
    const xs = columns.reduce<number[]>((starts, column, index) => [...starts, starts[index] + column.width * CONTENT_WIDTH], [PAGE.margin]);
    const drawRow = (cells: string[], header: boolean) => {
      this.y -= rowHeight;
      if (header) this.page.drawRectangle({ x: PAGE.margin, y: this.y - 3, width: CONTENT_WIDTH, height: rowHeight, color: COLOURS.header });
      cells.forEach((cell, index) => {
        const column = columns[index];
        const cellWidth = column.width * CONTENT_WIDTH - 6;
        let shown = this.clean(cell);
        while (shown.length > 1 && this.measure(shown, size) > cellWidth) shown = `${shown.slice(0, -2)}…`;
        const x = column.align === 'right' ? xs[index + 1] - 3 - this.measure(shown, size) : xs[index] + 3;
        this.text(shown, x, this.y, size, header ? COLOURS.muted : COLOURS.text);
      });
      if (!header) this.page.drawLine({ start: { x: PAGE.margin, y: this.y - 3 }, end: { x: PAGE.width - PAGE.margin, y: this.y - 3 }, thickness: 0.3, color: COLOURS.rule });
    };
    this.ensure(rowHeight * 3);
    drawRow(columns.map((column) => column.title), true);
    for (const row of rows) {
      if (this.y - rowHeight < PAGE.margin) {
        this.newPage();
        drawRow(columns.map((column) => column.title), true);
      }
      drawRow(row, false);
    }
    this.y -= 6;
  }
}
