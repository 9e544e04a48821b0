import type { PDFFont, PDFPage, RGB as Color } from "pdf-lib";
import { documentDownload } from "@/content/resources/document-download";
import type { DownloadableDocument } from "@/content/types";
import { fillTemplate } from "@/lib/resource-filters";
import { fileNameFor } from "./file-name";
import { saveFile } from "./save-file";

/*
 * Builds a document's PDF in the browser: a cover page, a contents page and
 * the chapters, word-wrapped on US Letter pages with "Page N of M" footers.
 * pdf-lib is imported only inside buildPdf, so it loads when a visitor asks
 * for a PDF and never with a page.
 */

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { x: 72, top: 84, bottom: 80 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.x * 2;
const BODY = { size: 12, leading: 17, paragraphGap: 9 } as const;
const HEADING = { size: 17, leading: 22, before: 22, after: 10 } as const;
const BULLET_INDENT = 18;

const ASCII_EQUIVALENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/\u2022/g, "-"],
  [/\u2192/g, "->"],
  [/\u2190/g, "<-"],
  [/\u2264/g, "<="],
  [/\u2265/g, ">="],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, " "],
  [/[\u200B-\u200D\u2060\uFEFF]/g, ""],
  [/[\t\r\n]+/g, " "],
];

/**
 * Plain text a standard PDF font can draw: typographic quotes, dashes and
 * ellipses become their ASCII equivalents, odd spaces become spaces.
 */
export function sanitizeForPdf(text: string): string {
  return ASCII_EQUIVALENTS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

/** Splits text into lines no wider than `maxWidth` at `size`; words longer than a line are broken. */
export function wrapText(
  text: string,
  measure: (value: string) => number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont };
type Palette = {
  brand: Color;
  ink: Color;
  muted: Color;
  rule: Color;
  onBrand: Color;
  onBrandMuted: Color;
};

/** The PDF of `document`, as bytes. `now` sets the copyright year and creation date (the click time by default). */
export async function buildPdf(
  document: DownloadableDocument,
  { now = new Date() }: { now?: Date } = {},
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const palette: Palette = {
    brand: rgb(0.2, 0.16, 0.78),
    ink: rgb(0.07, 0.09, 0.16),
    muted: rgb(0.36, 0.39, 0.45),
    rule: rgb(0.85, 0.87, 0.9),
    onBrand: rgb(1, 1, 1),
    onBrandMuted: rgb(0.86, 0.87, 1),
  };
  const supported = new Set(fonts.regular.getCharacterSet());
  /** Sanitized text with anything the font cannot encode replaced, so drawing never throws. */
  const clean = (text: string) =>
    Array.from(sanitizeForPdf(text).normalize("NFC"), (char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char;
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return base && [...base].every((part) => supported.has(part.codePointAt(0) ?? 0))
        ? base
        : "?";
    }).join("");
  const year = now.getFullYear();
  const title = clean(document.title);
  const text = documentDownload.pdf;

  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setAuthor(document.author);
  pdf.setSubject(document.subtitle);
  pdf.setKeywords([document.kind]);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  const draw = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    color: Color,
  ) => page.drawText(value, { x, y, size, font, color });
  const lines = (value: string, font: PDFFont, size: number, width = CONTENT_WIDTH) =>
    wrapText(clean(value), (line) => font.widthOfTextAtSize(line, size), width);

  /* Cover */
  const cover = pdf.addPage([PAGE.width, PAGE.height]);
  const bandHeight = 380;
  cover.drawRectangle({
    x: 0,
    y: PAGE.height - bandHeight,
    width: PAGE.width,
    height: bandHeight,
    color: palette.brand,
  });
  cover.drawCircle({
    x: PAGE.width - 40,
    y: PAGE.height - 40,
    size: 150,
    color: palette.onBrand,
    opacity: 0.07,
  });
  cover.drawCircle({
    x: PAGE.width - 110,
    y: PAGE.height - bandHeight + 20,
    size: 70,
    color: palette.onBrand,
    opacity: 0.06,
  });
  let y = PAGE.height - 110;
  draw(
    cover,
    clean(document.kind.toUpperCase()),
    MARGIN.x,
    y,
    12,
    fonts.bold,
    palette.onBrandMuted,
  );
  y -= 46;
  for (const line of lines(document.title, fonts.bold, 30)) {
    draw(cover, line, MARGIN.x, y, 30, fonts.bold, palette.onBrand);
    y -= 36;
  }
  y -= 6;
  for (const line of lines(document.subtitle, fonts.regular, 15)) {
    draw(cover, line, MARGIN.x, y, 15, fonts.regular, palette.onBrandMuted);
    y -= 21;
  }
  y = PAGE.height - bandHeight - 64;
  draw(
    cover,
    clean(fillTemplate(text.authorLabel, { author: document.author })),
    MARGIN.x,
    y,
    13,
    fonts.bold,
    palette.ink,
  );
  y -= 22;
  draw(
    cover,
    clean(fillTemplate(text.publishedLabel, { date: document.publishDate })),
    MARGIN.x,
    y,
    12,
    fonts.regular,
    palette.muted,
  );
  y -= 40;
  cover.drawLine({
    start: { x: MARGIN.x, y },
    end: { x: MARGIN.x + 60, y },
    thickness: 3,
    color: palette.brand,
  });

  /* Contents (filled in once the chapters' pages are known) */
  const contents = pdf.addPage([PAGE.width, PAGE.height]);

  /* Chapters */
  let page = contents;
  let cursor = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    draw(page, title, MARGIN.x, PAGE.height - 48, 9, fonts.regular, palette.muted);
    page.drawLine({
      start: { x: MARGIN.x, y: PAGE.height - 58 },
      end: { x: PAGE.width - MARGIN.x, y: PAGE.height - 58 },
      thickness: 0.5,
      color: palette.rule,
    });
    cursor = PAGE.height - MARGIN.top;
  };
  /** Starts a new page unless `height` more points fit on this one. */
  const ensure = (height: number) => {
    if (page === contents || cursor - height < MARGIN.bottom) newPage();
  };

  const chapterPages: number[] = [];
  document.sections.forEach((section, index) => {
    const heading = lines(`${index + 1}. ${section.heading}`, fonts.bold, HEADING.size);
    // Keep a heading with at least three lines of its text.
    ensure(HEADING.before + heading.length * HEADING.leading + HEADING.after + BODY.leading * 3);
    if (cursor < PAGE.height - MARGIN.top) cursor -= HEADING.before;
    chapterPages.push(pdf.getPageCount());
    for (const line of heading) {
      draw(page, line, MARGIN.x, cursor - HEADING.size, HEADING.size, fonts.bold, palette.brand);
      cursor -= HEADING.leading;
    }
    cursor -= HEADING.after;

    for (const paragraph of section.paragraphs) {
      for (const line of lines(paragraph, fonts.regular, BODY.size)) {
        ensure(BODY.leading);
        draw(page, line, MARGIN.x, cursor - BODY.size, BODY.size, fonts.regular, palette.ink);
        cursor -= BODY.leading;
      }
      cursor -= BODY.paragraphGap;
    }

    for (const bullet of section.bullets ?? []) {
      lines(bullet, fonts.regular, BODY.size, CONTENT_WIDTH - BULLET_INDENT).forEach(
        (line, lineIndex) => {
          ensure(BODY.leading);
          if (lineIndex === 0) {
            page.drawCircle({
              x: MARGIN.x + 5,
              y: cursor - BODY.size + 4,
              size: 2.2,
              color: palette.brand,
            });
          }
          draw(
            page,
            line,
            MARGIN.x + BULLET_INDENT,
            cursor - BODY.size,
            BODY.size,
            fonts.regular,
            palette.ink,
          );
          cursor -= BODY.leading;
        },
      );
      cursor -= 4;
    }
  });

  /* Contents page */
  let contentsY = PAGE.height - MARGIN.top - 10;
  draw(contents, clean(text.contentsHeading), MARGIN.x, contentsY, 24, fonts.bold, palette.ink);
  contentsY -= 18;
  contents.drawLine({
    start: { x: MARGIN.x, y: contentsY },
    end: { x: MARGIN.x + 60, y: contentsY },
    thickness: 3,
    color: palette.brand,
  });
  contentsY -= 36;
  const dot = fonts.regular.widthOfTextAtSize(".", BODY.size);
  document.sections.forEach((section, index) => {
    const number = String(chapterPages[index]);
    const numberWidth = fonts.bold.widthOfTextAtSize(number, BODY.size);
    const entry = lines(
      `${index + 1}.  ${section.heading}`,
      fonts.regular,
      BODY.size,
      CONTENT_WIDTH - 60,
    );
    entry.forEach((line, lineIndex) => {
      draw(contents, line, MARGIN.x, contentsY, BODY.size, fonts.regular, palette.ink);
      if (lineIndex === entry.length - 1) {
        const start = MARGIN.x + fonts.regular.widthOfTextAtSize(line, BODY.size) + 6;
        const end = PAGE.width - MARGIN.x - numberWidth - 6;
        const dots = Math.max(0, Math.floor((end - start) / dot));
        draw(
          contents,
          ".".repeat(dots),
          end - dots * dot,
          contentsY,
          BODY.size,
          fonts.regular,
          palette.rule,
        );
        draw(
          contents,
          number,
          PAGE.width - MARGIN.x - numberWidth,
          contentsY,
          BODY.size,
          fonts.bold,
          palette.ink,
        );
      }
      contentsY -= BODY.leading;
    });
    contentsY -= 10;
  });

  /* Footers: copyright and page numbers, now that the total is known */
  const pages = pdf.getPages();
  const copyright = clean(fillTemplate(text.copyright, { year }));
  pages.forEach((footerPage, index) => {
    footerPage.drawLine({
      start: { x: MARGIN.x, y: 52 },
      end: { x: PAGE.width - MARGIN.x, y: 52 },
      thickness: 0.5,
      color: palette.rule,
    });
    const label = clean(fillTemplate(text.pageLabel, { page: index + 1, total: pages.length }));
    const labelWidth = fonts.regular.widthOfTextAtSize(label, 8);
    const copyrightLines = lines(copyright, fonts.regular, 8, CONTENT_WIDTH - labelWidth - 24);
    copyrightLines.forEach((line, lineIndex) => {
      draw(footerPage, line, MARGIN.x, 38 - lineIndex * 10, 8, fonts.regular, palette.muted);
    });
    draw(
      footerPage,
      label,
      PAGE.width - MARGIN.x - labelWidth,
      38,
      8,
      fonts.regular,
      palette.muted,
    );
  });

  return pdf.save();
}

/** Builds `document`'s PDF and hands it to the browser as {title with underscores}.pdf. Call from a click handler. */
export async function downloadPdf(document: DownloadableDocument): Promise<void> {
  const bytes = await buildPdf(document);
  saveFile(bytes, fileNameFor(document.title, "pdf"), "application/pdf");
}
