// @vitest-environment jsdom
// (The SVG is parsed back with DOMParser.)
import { describe, expect, it } from "vitest";
import { coverFor, coverOf, coverSize, coverSlug } from "@/lib/covers";
import { coverSvg, familyFor, type CoverInput } from "../../scripts/covers/art";

/** Titles and categories of every shape the generator meets: known and unknown categories, long and odd titles. */
const items: CoverInput[] = [
  { title: "Clinic Intake Without Re-keying", category: "Healthcare" },
  { title: "Clinic Intake Without Re-keying", category: "Automation" },
  { title: "Audit Trails for Models", category: "Ethics & Governance" },
  { title: "Audit Trails for Models, Revisited", category: "Ethics & Governance" },
  { title: "Payback in Ninety Days", category: "Business Value" },
  { title: "Q&A: <live> “quotes” and ‘apostrophes’ — ünïcödé", category: "Unheard-of Category" },
  { title: "A very long title ".repeat(12).trim(), category: "AI Trends" },
];

function parse(svg: string) {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  return { root: document.documentElement, errors: document.getElementsByTagName("parsererror") };
}

describe("cover art", () => {
  it("keeps each kind's covers under /covers/{kind}/{slug}.svg at the cover size", () => {
    expect(coverFor("blog", "a-post")).toEqual({
      src: "/covers/blog/a-post.svg",
      width: coverSize.width,
      height: coverSize.height,
    });
    expect(coverOf("white-papers", { slug: "a-paper" }).src).toBe(
      "/covers/white-papers/a-paper.svg",
    );
    expect(coverOf("insights", { href: "/resources/insights/an-insight" }).src).toBe(
      "/covers/insights/an-insight.svg",
    );
    expect(coverOf("research", { slug: "a-study", href: "/elsewhere" }).src).toBe(
      "/covers/research/a-study.svg",
    );
  });

  it("names an insight's cover after the page it opens", () => {
    expect(coverSlug({ href: "/resources/blog/edge-ai-revolution" })).toBe("edge-ai-revolution");
    expect(coverSlug({ href: "/resources/insights/ai-predictions-2025/#top" })).toBe(
      "ai-predictions-2025",
    );
    expect(coverSlug({ slug: "own-slug", href: "/elsewhere" })).toBe("own-slug");
    expect(coverSlug({ href: "/resources/insights/ai-predictions-2025?ref=card" })).toBe(
      "ai-predictions-2025",
    );
    expect(coverSlug({ href: "https://example.com/page" })).toBeUndefined();
    expect(coverSlug({})).toBeUndefined();
  });

  it("draws the same picture for the same title and category, every time", () => {
    for (const item of items) expect(coverSvg(item)).toBe(coverSvg({ ...item }));
  });

  it("draws a different picture for a different title or category", () => {
    const pictures = new Set(items.map((item) => coverSvg(item)));
    expect(pictures.size).toBe(items.length);
  });

  it("lets the category choose the palette and motif", () => {
    expect(familyFor("Healthcare").motif).toBe("pulse");
    expect(familyFor("Ethics & Governance").motif).toBe("balance");
    expect(familyFor("Automation").motif).toBe("flow");
    expect(familyFor("Business Value").motif).toBe("growth");
    expect(familyFor("Ethics")).toBe(familyFor("Ethics & Governance"));
    expect(familyFor("Unheard-of Category")).toBe(familyFor("Unheard-of Category"));
  });

  it("writes a valid SVG of the cover size, a few kilobytes, with no text to read", () => {
    for (const item of items) {
      const svg = coverSvg(item);
      const { root, errors } = parse(svg);
      expect(errors).toHaveLength(0);
      expect(root.tagName).toBe("svg");
      expect(root.getAttribute("width")).toBe(String(coverSize.width));
      expect(root.getAttribute("height")).toBe(String(coverSize.height));
      expect(root.getAttribute("viewBox")).toBe(`0 0 ${coverSize.width} ${coverSize.height}`);
      expect(root.getElementsByTagName("text")).toHaveLength(0);
      expect(svg.length).toBeLessThan(6 * 1024);
    }
  });
});
