import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { encodableText, wrapText } from "./pdf-text";

/* The page grid of every generated PDF: US Letter, in points. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = { x: 72, top: 84, bottom: 80 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.x * 2;
export const BODY = { size: 12, leading: 17, paragraphGap: 9 } as const;
export const HEADING = { size: 17, leading: 22, before: 22, after: 10 } as const;
export const BULLET_INDENT = 18;

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** The colors of every generated PDF: brand, body text, muted text, rules, and text on the brand. */
export type Palette = Record<"brand" | "ink" | "muted" | "rule" | "onBrand" | "onBrandMuted", RGB>;

/** How a run of text is set: its size, font and color. */
export type TextStyle = { size: number; font: PDFFont; color: RGB };

/** The document being built, with its fonts and colors and the helpers every page uses. */
export type PdfKit = {
  pdf: PDFDocument;
  fonts: Fonts;
  palette: Palette;
  /** Text the fonts can encode. */
  clean: (text: string) => string;
  /** `value`, cleaned and wrapped to `width` (the content width by default) at `size`. */
  lines: (value: string, font: PDFFont, size: number, width?: number) => string[];
  /** Draws one line of already clean text with its baseline at `y`. */
  text: (page: PDFPage, value: string, x: number, y: number, style: TextStyle) => void;
  /** A blank page of the document's size, added at the end. */
  addPage: () => PDFPage;
};

/**
 * The width of `text` in thousandths of the font size, summed from each character's advance.
 * Wrapping measures every candidate line; shaping each one through the font (what
 * `widthOfTextAtSize` does for an embedded face) took seconds per document.
 */
const advances = new WeakMap<PDFFont, Map<string, number>>();
function advance(font: PDFFont, text: string): number {
  let widths = advances.get(font);
  if (!widths) advances.set(font, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, 1000)));
    total += width;
  }
  return total;
}

export function createKit(pdf: PDFDocument, fonts: Fonts, palette: Palette): PdfKit {
  // Only characters both weights have, so a line reads the same in either.
  const bold = new Set(fonts.bold.getCharacterSet());
  const supported = new Set(fonts.regular.getCharacterSet().filter((code) => bold.has(code)));
  const clean = (text: string) => encodableText(text, supported);
  return {
    pdf,
    fonts,
    palette,
    clean,
    lines: (value, font, size, width = CONTENT_WIDTH) =>
      wrapText(clean(value), (line) => (advance(font, line) * size) / 1000, width),
    text: (page, value, x, y, { size, font, color }) =>
      page.drawText(value, { x, y, size, font, color }),
    addPage: () => pdf.addPage([PAGE.width, PAGE.height]),
  };
}

/** A short, thick brand-colored rule under a title. */
export function drawAccentRule(kit: PdfKit, page: PDFPage, y: number) {
  page.drawLine({
    start: { x: MARGIN.x, y },
    end: { x: MARGIN.x + 60, y },
    thickness: 3,
    color: kit.palette.brand,
  });
}

/** A hairline across the content width. */
export function drawHairline(kit: PdfKit, page: PDFPage, y: number) {
  page.drawLine({
    start: { x: MARGIN.x, y },
    end: { x: PAGE.width - MARGIN.x, y },
    thickness: 0.5,
    color: kit.palette.rule,
  });
}
