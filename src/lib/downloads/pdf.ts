import { documentDownload } from "@/content/resources/document-download";
import type { DocumentDownloadContent, DownloadableDocument } from "@/content/types";
import { fileNameFor } from "./file-name";
import { embedBrandFonts, fetchBrandFontFiles, type BrandFontFiles } from "./pdf-fonts";
import { createKit } from "./pdf-layout";
import { drawContents, drawCover, drawFooters, writeChapters } from "./pdf-pages";
import { saveFile } from "./save-file";
import { hexToChannels, pdfPalette } from "@/lib/brand-tokens";

/*
 * Builds a document's PDF in the browser: a cover page, a contents page and
 * the chapters, set in the brand face and word-wrapped on US Letter pages with
 * "Page N of M" footers. pdf-lib, fontkit and the font files load only inside
 * buildPdf, when a visitor asks for a PDF, and never with a page.
 */

/**
 * The PDF of `document`, as bytes. `now` sets the copyright year and creation date (the click time by default);
 * `text` the fixed lines of every PDF (the site's by default); `fontFiles` loads the brand face (from the site by default).
 */
export async function buildPdf(
  document: DownloadableDocument,
  {
    now = new Date(),
    text = documentDownload.pdf,
    fontFiles = fetchBrandFontFiles,
  }: {
    now?: Date;
    text?: DocumentDownloadContent["pdf"];
    fontFiles?: () => Promise<BrandFontFiles>;
  } = {},
): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, files] = await Promise.all([import("pdf-lib"), fontFiles()]);
  const pdf = await PDFDocument.create();
  // The site's own tokens (src/styles.css), so the PDF's colours are the page's.
  const palette = Object.fromEntries(
    Object.entries(pdfPalette(__LIGHT_TOKENS__)).map(([role, hex]) => [
      role,
      rgb(...hexToChannels(hex)),
    ]),
  ) as Record<keyof ReturnType<typeof pdfPalette>, ReturnType<typeof rgb>>;
  const kit = createKit(pdf, await embedBrandFonts(pdf, files), palette);
  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setAuthor(document.author);
  pdf.setSubject(document.subtitle);
  pdf.setKeywords([document.kind]);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);

  drawCover(kit, document, text);
  // The contents page comes second but is drawn last, once the chapters' pages are known.
  const contents = kit.addPage();
  const chapterPages = writeChapters(kit, document, contents);
  drawContents(kit, contents, document, chapterPages, text);
  drawFooters(kit, now.getFullYear(), text);

  return pdf.save();
}

/** Builds `document`'s PDF and hands it to the browser as {title with underscores}.pdf. Call from a click handler. */
export async function downloadPdf(document: DownloadableDocument): Promise<void> {
  const bytes = await buildPdf(document);
  saveFile(bytes, fileNameFor(document.title, "pdf"), "application/pdf");
}
