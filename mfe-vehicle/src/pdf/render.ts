import type { Theme } from '@forecourt/shared';
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { CarSheet, SheetRow } from './sheet';
import { toWinAnsi } from './win-ansi';

// Draws a car sheet (./sheet.ts) as an A4 PDF with pdf-lib's standard fonts, so nothing is fetched or
// embedded and a render takes milliseconds in the Worker. No photo: the site's photos are SVG, which
// pdf-lib cannot embed, so the top of the first page is a band in the site's primary colour carrying
// its name. Content flows down the page and onto a new one when it runs out; every page gets a footer
// with the car's link, the date and the page number.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BAND_HEIGHT = 64;
const FOOTER_HEIGHT = 28;
const COLUMN_GAP = 24;

/** The colours the sheet takes from the site's theme. */
export type SheetColours = Pick<Theme['colors'], 'primary' | 'primaryContrast' | 'text' | 'mutedText' | 'border'>;

function colour(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Splits text into lines no wider than `width` (a word too long for a line is cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n').map(toWinAnsi)) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Color;
  /** Left edge; default the margin. */
  x?: number;
  /** Default the full content width from x. */
  width?: number;
}

/** A cursor over the pages of one document. */
class SheetWriter {
  private page: PDFPage;
  private y: number;
  readonly pages: PDFPage[] = [];
  readonly contentWidth = A4[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    readonly colours: { text: Color; muted: Color; border: Color },
  ) {
    this.page = this.addPage();
    this.y = A4[1] - MARGIN;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(A4);
    this.pages.push(page);
    return page;
  }

  /** Moves down `height` points, starting a new page first when they do not fit. */
  private reserve(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) {
      this.page = this.addPage();
      this.y = A4[1] - MARGIN;
    }
    this.y -= height;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** The band across the top of the current page. */
  band(text: string, fill: Color, ink: Color): void {
    const [width, height] = A4;
    this.page.drawRectangle({ x: 0, y: height - BAND_HEIGHT, width, height: BAND_HEIGHT, color: fill });
    this.page.drawText(toWinAnsi(text), {
      x: MARGIN,
      y: height - BAND_HEIGHT / 2 - 6,
      size: 16,
      font: this.fonts.bold,
      color: ink,
    });
    this.y = height - BAND_HEIGHT - 28;
  }

  /** Wrapped text; answers the lines drawn. */
  text(text: string, style: TextStyle): number {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const x = style.x ?? MARGIN;
    const lines = wrapText(text, font, style.size, style.width ?? this.contentWidth - (x - MARGIN));
    for (const line of lines) {
      this.reserve(style.size * 1.35);
      this.page.drawText(line, { x, y: this.y, size: style.size, font, color: style.color ?? this.colours.text });
    }
    return lines.length;
  }

  heading(text: string): void {
    this.reserve(30);
    this.y += 12;
    this.page.drawText(toWinAnsi(text), {
      x: MARGIN,
      y: this.y,
      size: 13,
      font: this.fonts.bold,
      color: this.colours.text,
    });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 5 },
      end: { x: A4[0] - MARGIN, y: this.y - 5 },
      thickness: 0.75,
      color: this.colours.border,
    });
    this.y -= 14;
  }

  /** Label/value rows in two columns, left column first. */
  rows(rows: readonly SheetRow[]): void {
    const columnWidth = (this.contentWidth - COLUMN_GAP) / 2;
    const labelWidth = columnWidth * 0.45;
    const perColumn = Math.ceil(rows.length / 2);
    for (let i = 0; i < perColumn; i++) {
      this.reserve(15);
      [rows[i], rows[i + perColumn]].forEach((row, column) => {
        if (!row) return;
        const x = MARGIN + column * (columnWidth + COLUMN_GAP);
        const font = this.fonts.regular;
        const label = wrapText(row.label, font, 9, labelWidth - 6)[0] ?? '';
        const value = wrapText(row.value, this.fonts.bold, 10, columnWidth - labelWidth)[0] ?? '';
        this.page.drawText(label, { x, y: this.y, size: 9, font, color: this.colours.muted });
        this.page.drawText(value, {
          x: x + labelWidth,
          y: this.y,
          size: 10,
          font: this.fonts.bold,
          color: this.colours.text,
        });
      });
    }
  }

  /** A bulleted list in two columns. */
  bullets(items: readonly string[]): void {
    const columnWidth = (this.contentWidth - COLUMN_GAP) / 2;
    const perColumn = Math.ceil(items.length / 2);
    for (let i = 0; i < perColumn; i++) {
      this.reserve(14);
      [items[i], items[i + perColumn]].forEach((item, column) => {
        if (!item) return;
        const x = MARGIN + column * (columnWidth + COLUMN_GAP);
        const line = wrapText(item, this.fonts.regular, 9.5, columnWidth - 12)[0] ?? '';
        this.page.drawText('•', { x, y: this.y, size: 9.5, font: this.fonts.regular, color: this.colours.muted });
        this.page.drawText(line, {
          x: x + 10,
          y: this.y,
          size: 9.5,
          font: this.fonts.regular,
          color: this.colours.text,
        });
      });
    }
  }

  /** The footer of every page: the link on the left, date and page number on the right. */
  footers(left: string, right: (page: number, of: number) => string): void {
    const size = 8;
    this.pages.forEach((page, index) => {
      const rightText = toWinAnsi(right(index + 1, this.pages.length));
      const rightWidth = this.fonts.regular.widthOfTextAtSize(rightText, size);
      const leftText = wrapText(left, this.fonts.regular, size, this.contentWidth - rightWidth - COLUMN_GAP)[0] ?? '';
      const y = MARGIN / 2 + 4;
      page.drawText(leftText, { x: MARGIN, y, size, font: this.fonts.regular, color: this.colours.muted });
      page.drawText(rightText, {
        x: A4[0] - MARGIN - rightWidth,
        y,
        size,
        font: this.fonts.regular,
        color: this.colours.muted,
      });
    });
  }
}

/** Options of {@link renderCarSheetPdf}. */
export interface RenderOptions {
  colours: SheetColours;
  /** The document's creation date (its metadata). */
  now: Date;
}

/**
 * The sheet as PDF bytes: one or two A4 pages for a typical car.
 *
 * @example const bytes = await renderCarSheetPdf(carSheet(car, tenant, { url, now }), { colours: tenant.theme.colors, now });
 */
export async function renderCarSheetPdf(sheet: CarSheet, options: RenderOptions): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(sheet.title));
  doc.setAuthor(toWinAnsi(sheet.siteName));
  doc.setSubject(toWinAnsi(`${sheet.title}, ${sheet.price}`));
  doc.setCreator('Forecourt');
  doc.setProducer('Forecourt (pdf-lib)');
  doc.setCreationDate(options.now);
  doc.setModificationDate(options.now);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const { colours } = options;
  const writer = new SheetWriter(doc, fonts, {
    text: colour(colours.text),
    muted: colour(colours.mutedText),
    border: colour(colours.border),
  });

  writer.band(sheet.siteName, colour(colours.primary), colour(colours.primaryContrast));
  writer.text(sheet.title, { size: 20, bold: true });
  writer.text(sheet.subtitle, { size: 10, color: writer.colours.muted });
  writer.gap(8);
  writer.text(sheet.price, { size: 18, bold: true });
  for (const note of sheet.priceNotes) writer.text(note, { size: 10, color: writer.colours.muted });
  writer.gap(10);

  writer.heading('Key information');
  writer.rows(sheet.keyInformation);
  if (sheet.specifications.length > 0) {
    writer.heading('Specifications');
    writer.rows(sheet.specifications);
  }
  if (sheet.features.length > 0) {
    writer.heading('Features');
    writer.bullets(sheet.features);
  }
  writer.heading('Dealer comments');
  writer.text(sheet.comments, { size: 10 });
  writer.heading('Location');
  writer.text(sheet.location.name, { size: 11, bold: true });
  for (const line of sheet.location.lines) writer.text(line, { size: 10 });
  if (sheet.location.phone) writer.text(`Phone: ${sheet.location.phone}`, { size: 10, bold: true });

  writer.footers(sheet.url, (page, of) => `Printed ${sheet.date} · Page ${page} of ${of}`);
  // pdf-lib writes into a plain ArrayBuffer (never a shared one); its types just do not say so.
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
