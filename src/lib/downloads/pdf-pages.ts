import type { PDFPage } from "pdf-lib";
import type { DocumentDownloadContent, DownloadableDocument } from "@/content/types";
import { fillTemplate } from "@/lib/text";
import {
  BODY,
  BULLET_INDENT,
  CONTENT_WIDTH,
  drawAccentRule,
  drawHairline,
  HEADING,
  MARGIN,
  PAGE,
  type PdfKit,
} from "./pdf-layout";

type PdfText = DocumentDownloadContent["pdf"];

/** The cover: a brand band with the kind, title and subtitle, then the author and date. */
export function drawCover(kit: PdfKit, document: DownloadableDocument, text: PdfText) {
  const { fonts, palette, clean } = kit;
  const cover = kit.addPage();
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
  const onBrandMuted = (size: number, font = fonts.regular) => ({
    size,
    font,
    color: palette.onBrandMuted,
  });
  let y = PAGE.height - 110;
  kit.text(cover, clean(document.kind.toUpperCase()), MARGIN.x, y, onBrandMuted(12, fonts.bold));
  y -= 46;
  for (const line of kit.lines(document.title, fonts.bold, 30)) {
    kit.text(cover, line, MARGIN.x, y, { size: 30, font: fonts.bold, color: palette.onBrand });
    y -= 36;
  }
  y -= 6;
  for (const line of kit.lines(document.subtitle, fonts.regular, 15)) {
    kit.text(cover, line, MARGIN.x, y, onBrandMuted(15));
    y -= 21;
  }
  y = PAGE.height - bandHeight - 64;
  const author = clean(fillTemplate(text.authorLabel, { author: document.author }));
  kit.text(cover, author, MARGIN.x, y, { size: 13, font: fonts.bold, color: palette.ink });
  y -= 22;
  const published = clean(fillTemplate(text.publishedLabel, { date: document.publishDate }));
  kit.text(cover, published, MARGIN.x, y, { size: 12, font: fonts.regular, color: palette.muted });
  y -= 40;
  drawAccentRule(kit, cover, y);
}

/**
 * The chapters, flowed onto as many pages as they need after `contents` (each
 * page headed by the document title). Returns each chapter's page number.
 */
export function writeChapters(
  kit: PdfKit,
  document: DownloadableDocument,
  contents: PDFPage,
): number[] {
  const { pdf, fonts, palette } = kit;
  const title = kit.clean(document.title);
  const body = { size: BODY.size, font: fonts.regular, color: palette.ink };
  let page = contents;
  let cursor = 0;
  const newPage = () => {
    page = kit.addPage();
    kit.text(page, title, MARGIN.x, PAGE.height - 48, {
      size: 9,
      font: fonts.regular,
      color: palette.muted,
    });
    drawHairline(kit, page, PAGE.height - 58);
    cursor = PAGE.height - MARGIN.top;
  };
  /** Starts a new page unless `height` more points fit on this one. */
  const ensure = (height: number) => {
    if (page === contents || cursor - height < MARGIN.bottom) newPage();
  };

  const chapterPages: number[] = [];
  document.sections.forEach((section, index) => {
    const heading = kit.lines(`${index + 1}. ${section.heading}`, fonts.bold, HEADING.size);
    // Keep a heading with at least three lines of its text.
    ensure(HEADING.before + heading.length * HEADING.leading + HEADING.after + BODY.leading * 3);
    if (cursor < PAGE.height - MARGIN.top) cursor -= HEADING.before;
    chapterPages.push(pdf.getPageCount());
    for (const line of heading) {
      kit.text(page, line, MARGIN.x, cursor - HEADING.size, {
        size: HEADING.size,
        font: fonts.bold,
        color: palette.brand,
      });
      cursor -= HEADING.leading;
    }
    cursor -= HEADING.after;

    for (const paragraph of section.paragraphs) {
      for (const line of kit.lines(paragraph, fonts.regular, BODY.size)) {
        ensure(BODY.leading);
        kit.text(page, line, MARGIN.x, cursor - BODY.size, body);
        cursor -= BODY.leading;
      }
      cursor -= BODY.paragraphGap;
    }

    for (const bullet of section.bullets ?? []) {
      const lines = kit.lines(bullet, fonts.regular, BODY.size, CONTENT_WIDTH - BULLET_INDENT);
      lines.forEach((line, lineIndex) => {
        ensure(BODY.leading);
        if (lineIndex === 0) {
          page.drawCircle({
            x: MARGIN.x + 5,
            y: cursor - BODY.size + 4,
            size: 2.2,
            color: palette.brand,
          });
        }
        kit.text(page, line, MARGIN.x + BULLET_INDENT, cursor - BODY.size, body);
        cursor -= BODY.leading;
      });
      cursor -= 4;
    }
  });
  return chapterPages;
}

/** The contents page: each chapter with a dot leader to its page number. */
export function drawContents(
  kit: PdfKit,
  contents: PDFPage,
  document: DownloadableDocument,
  chapterPages: number[],
  text: PdfText,
) {
  const { fonts, palette } = kit;
  const entryStyle = { size: BODY.size, font: fonts.regular, color: palette.ink };
  let y = PAGE.height - MARGIN.top - 10;
  kit.text(contents, kit.clean(text.contentsHeading), MARGIN.x, y, {
    size: 24,
    font: fonts.bold,
    color: palette.ink,
  });
  y -= 18;
  drawAccentRule(kit, contents, y);
  y -= 36;
  const dot = fonts.regular.widthOfTextAtSize(".", BODY.size);
  document.sections.forEach((section, index) => {
    const number = String(chapterPages[index]);
    const numberWidth = fonts.bold.widthOfTextAtSize(number, BODY.size);
    const label = `${index + 1}.  ${section.heading}`;
    const entry = kit.lines(label, fonts.regular, BODY.size, CONTENT_WIDTH - 60);
    entry.forEach((line, lineIndex) => {
      kit.text(contents, line, MARGIN.x, y, entryStyle);
      if (lineIndex === entry.length - 1) {
        const start = MARGIN.x + fonts.regular.widthOfTextAtSize(line, BODY.size) + 6;
        const end = PAGE.width - MARGIN.x - numberWidth - 6;
        const dots = Math.max(0, Math.floor((end - start) / dot));
        kit.text(contents, ".".repeat(dots), end - dots * dot, y, {
          ...entryStyle,
          color: palette.rule,
        });
        kit.text(contents, number, PAGE.width - MARGIN.x - numberWidth, y, {
          ...entryStyle,
          font: fonts.bold,
        });
      }
      y -= BODY.leading;
    });
    y -= 10;
  });
}

/** Every page's footer: a rule, the copyright line and "Page N of M", once the total is known. */
export function drawFooters(kit: PdfKit, year: number, text: PdfText) {
  const { fonts, palette } = kit;
  const small = { size: 8, font: fonts.regular, color: palette.muted };
  const pages = kit.pdf.getPages();
  const copyright = kit.clean(fillTemplate(text.copyright, { year }));
  pages.forEach((page, index) => {
    drawHairline(kit, page, 52);
    const label = kit.clean(fillTemplate(text.pageLabel, { page: index + 1, total: pages.length }));
    const labelWidth = fonts.regular.widthOfTextAtSize(label, 8);
    const copyrightLines = kit.lines(copyright, fonts.regular, 8, CONTENT_WIDTH - labelWidth - 24);
    copyrightLines.forEach((line, lineIndex) => {
      kit.text(page, line, MARGIN.x, 38 - lineIndex * 10, small);
    });
    kit.text(page, label, PAGE.width - MARGIN.x - labelWidth, 38, small);
  });
}
