import { readFile } from "node:fs/promises";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
  type PDFPage,
} from "pdf-lib";

/*
 * Reading back what a generated PDF draws, for the unit and browser tests. Embedded fonts
 * write glyph numbers, not letters; each font's ToUnicode map turns them back into text.
 */

function streamText(stream: PDFRawStream): string {
  return new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
}

/** A font's glyph numbers (as hex) and the text each stands for, from its ToUnicode map. */
function toUnicode(font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const stream = font.lookup(PDFName.of("ToUnicode"));
  if (!(stream instanceof PDFRawStream)) return map;
  for (const block of streamText(stream).matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const units = (text.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16));
      map.set(glyph.toUpperCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

/** The strings a page draws, one per text-showing operator, in drawing order. */
export function drawnStrings(page: PDFPage): string[] {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"));
  if (fontDict instanceof PDFDict) {
    for (const [name, ref] of fontDict.entries()) {
      const font = page.doc.context.lookup(ref);
      if (font instanceof PDFDict) fonts.set(name.asString().slice(1), toUnicode(font));
    }
  }
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref))
      : [contents];
  const source = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map(streamText)
    .join("\n");
  const strings: string[] = [];
  let glyphs = new Map<string, string>();
  for (const [, fontName, hex] of source.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-F]*)> Tj/g)) {
    if (fontName) {
      glyphs = fonts.get(fontName) ?? new Map();
    } else if (glyphs.size === 0) {
      // A standard font has no map: each byte is a character.
      strings.push(
        (hex.match(/../g) ?? []).map((byte) => String.fromCharCode(parseInt(byte, 16))).join(""),
      );
    } else {
      strings.push(
        (hex.match(/.{4}/g) ?? []).map((glyph) => glyphs.get(glyph) ?? "\uFFFD").join(""),
      );
    }
  }
  return strings;
}

/**
 * The names of the fonts a PDF uses, and whether each is embedded. Subset tags are removed:
 * the "ABCDEF+" prefix of the standard, or the "-1234" suffix pdf-lib adds instead.
 */
export function fontsOf(pdf: PDFDocument): { name: string; embedded: boolean }[] {
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.lookup(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const name = object.lookup(PDFName.of("FontName"));
    const file = ["FontFile", "FontFile2", "FontFile3"].some(
      (key) => object.get(PDFName.of(key)) instanceof PDFRef,
    );
    fonts.push({
      name: String(name)
        .replace(/^\/(?:[A-Z]{6}\+)?/, "")
        .replace(/-\d+$/, ""),
      embedded: file,
    });
  }
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.lookup(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    if (object.lookup(PDFName.of("Subtype")) !== PDFName.of("Type1")) continue;
    // The standard 14 fonts have no descriptor: they are named and never embedded.
    fonts.push({ name: String(object.lookup(PDFName.of("BaseFont"))).slice(1), embedded: false });
  }
  return fonts;
}

/** The brand face's files, read from the package the build takes them from (the browser fetches them from the site). */
export async function brandFontFiles() {
  const file = (weight: number) =>
    readFile(`node_modules/@fontsource/geist/files/geist-latin-${weight}-normal.woff`);
  const [regular, bold] = await Promise.all([file(400), file(600)]);
  return { regular, bold };
}
