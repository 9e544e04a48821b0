import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { DocumentDownloadContent, DownloadableDocument } from "@/content/types";
import { documentDownload } from "@/content/resources/document-download";
import { buildPdf } from "@/lib/downloads/pdf";
import { encodableText, normalizeSpaces, wrapText } from "@/lib/downloads/pdf-text";
import { fillTemplate } from "@/lib/text";
import { brandFontFiles, drawnStrings, fontsOf } from "./pdf-reading";

/** The fixed lines of every PDF, in words of the test's own. */
const text: DocumentDownloadContent["pdf"] = {
  contentsHeading: "In This Document",
  pageLabel: "Sheet {page} / {total}",
  copyright: "\u00a9 {year} Fixture Press. For testing only.",
  publishedLabel: "Out {date}",
  authorLabel: "Written by {author}",
};

/** A small document of the shape every paper and report has: a cover, chapters with text and bullets. */
const fixture: DownloadableDocument = {
  title: "Fixture Report",
  subtitle: "A document built for the PDF tests",
  kind: "White Paper",
  author: "Ada Lovelace",
  publishDate: "March 2024",
  sections: [
    {
      heading: "Overview of the method",
      paragraphs: ["Capture a baseline of every queue before the pilot starts."],
      bullets: ["Measure twice", "Cut once"],
    },
    {
      heading: "Results in practice",
      paragraphs: ["Compare the pilot with the baseline after ninety days.".repeat(3)],
    },
    { heading: "Conclusion", paragraphs: ["Keep measuring."] },
  ],
};

/** `buildPdf` with the brand face read from disk (the browser fetches it from the site). */
const build = (document: DownloadableDocument, options: Parameters<typeof buildPdf>[1] = {}) =>
  buildPdf(document, { fontFiles: brandFontFiles, ...options });

describe("the PDF builder", () => {
  it("builds a document as a PDF of at least three US Letter pages whose title and author properties are the document's", async () => {
    const bytes = await build(fixture);
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(parsed.getTitle()).toBe(fixture.title);
    expect(parsed.getAuthor()).toBe(fixture.author);
    for (const page of parsed.getPages()) {
      expect(page.getSize()).toEqual({ width: 612, height: 792 });
    }
  });

  it("is set in the brand face, Geist, embedded (a subset), and in no standard font", async () => {
    const parsed = await PDFDocument.load(await build(fixture));
    expect(fontsOf(parsed)).toEqual([
      { name: "Geist-Regular", embedded: true },
      { name: "Geist-SemiBold", embedded: true },
    ]);
  });

  it("prints the title, date and author on the cover, a contents page, the page label on every page and a copyright line with the download year", async () => {
    const parsed = await PDFDocument.load(
      await build(fixture, { now: new Date("2031-05-04T12:00:00Z"), text }),
    );
    const pages = parsed.getPages();
    const total = pages.length;
    const cover = drawnStrings(pages[0]).join(" ");
    expect(cover).toContain("WHITE PAPER");
    expect(cover).toContain("Fixture Report");
    expect(cover).toContain("Out March 2024");
    expect(cover).toContain("Written by Ada Lovelace");
    expect(drawnStrings(pages[1])).toContain("In This Document");
    pages.forEach((page, index) => {
      const drawn = drawnStrings(page);
      expect(drawn).toContain(`Sheet ${index + 1} / ${total}`);
      expect(drawn.join(" ")).toContain("\u00a9 2031 Fixture Press. For testing only.");
    });
    const body = pages.slice(2).flatMap(drawnStrings).join(" ");
    expect(body).toContain("1. Overview");
    expect(body).toContain("2. Results");
    expect(body).toContain("3. Conclusion");
    expect(body).toContain("Capture a baseline of every queue");
    expect(body).toContain("Measure twice");
    expect(parsed.getCreationDate()?.getUTCFullYear()).toBe(2031);
  });

  it("writes the site's fixed lines when given none", async () => {
    const parsed = await PDFDocument.load(await build(fixture));
    const pages = parsed.getPages();
    expect(drawnStrings(pages[1])).toContain(documentDownload.pdf.contentsHeading);
    expect(drawnStrings(pages[0])).toContain(
      fillTemplate(documentDownload.pdf.pageLabel, { page: 1, total: pages.length }),
    );
  });

  it("does not throw on characters the brand face cannot draw, and keeps those it can", async () => {
    const document: DownloadableDocument = {
      title: "Unicode “stress” test",
      subtitle: "Arrows → emoji 🚀 and CJK 日本 and ≥ signs",
      kind: "Test",
      author: "Zoë Ångström",
      publishDate: "January 2025",
      sections: [
        {
          heading: "Quotes ‘single’ and “double”",
          paragraphs: ["Dashes – and — and … and a non\u00a0breaking space."],
        },
        { heading: "A very long word", paragraphs: ["x".repeat(500)], bullets: ["one ✓", "two ✗"] },
      ],
    };
    const parsed = await PDFDocument.load(await build(document));
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(parsed.getTitle()).toBe(document.title);
    const cover = drawnStrings(parsed.getPage(0)).join(" ");
    expect(cover).toContain("Unicode “stress” test");
    expect(cover).toContain("Zoë Ångström");
    expect(cover).toContain("Arrows -> emoji ? and CJK ??");
    const body = parsed.getPages().slice(2).flatMap(drawnStrings).join(" ");
    expect(body).toContain("Dashes – and — and … and a non breaking space.");
  });
});

describe("encodableText", () => {
  const codes = (chars: string) => [...chars].map((char) => char.codePointAt(0) ?? 0);
  const latin = new Set(codes("abcdefghijklmnopqrstuvwxyzAI'\"-. ?"));
  const typographic = new Set([...latin, ...codes("“”‘’–—…")]);

  it("keeps the typographic quotes, dashes and ellipses a font has", () => {
    expect(encodableText("“AI” isn’t magic – it’s work…", typographic)).toBe(
      "“AI” isn’t magic – it’s work…",
    );
  });

  it("turns those a font lacks into ASCII, accented letters into their base letter, and anything else into ?", () => {
    expect(encodableText("“AI” isn’t magic – it’s work… ‘really’ — yes", latin)).toBe(
      "\"AI\" isn't magic - it's work... 'really' - yes",
    );
    expect(encodableText("café ✓", latin)).toBe("cafe ?");
  });

  it("turns unusual spaces into plain spaces and drops zero-width ones", () => {
    expect(normalizeSpaces("a\u00a0b\u202fc\u200bd")).toBe("a b cd");
  });
});

describe("wrapText", () => {
  const measure = (value: string) => value.length;

  it("breaks text at spaces so no line is wider than the limit", () => {
    const lines = wrapText("the quick brown fox jumps over the lazy dog", measure, 10);
    expect(lines).toEqual(["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(10);
  });

  it("breaks a word longer than a line", () => {
    expect(wrapText("abcdefghijklmnop qr", measure, 6)).toEqual(["abcdef", "ghijkl", "mnop", "qr"]);
  });

  it("returns no lines for empty text", () => {
    expect(wrapText("   ", measure, 10)).toEqual([]);
  });
});
