import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { featuredInsight, insights } from "@/content/resources/insights/insights";
import { featuredStudy, researchStudies } from "@/content/resources/research/research";
import { featuredWhitePaper, whitePapers } from "@/content/resources/white-papers/white-papers";
import { coverFor, coverOf, coverSize, coverSlug } from "@/lib/covers";
import { coverSvg, familyFor } from "../../scripts/covers/art";
import { coverItems } from "../../scripts/covers/items";

const items = coverItems();
const addresses = items.map((item) => coverFor(item.kind, item.slug).src);

function parse(svg: string) {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  return { root: document.documentElement, errors: document.getElementsByTagName("parsererror") };
}

describe("cover art for every article and document", () => {
  it("gives every blog post, insight, white paper and research study one cover file", () => {
    const expected = [
      ...posts.map((post) => coverOf("blog", post).src),
      ...[featuredInsight, ...insights].map((insight) => coverOf("insights", insight).src),
      ...[featuredWhitePaper, ...whitePapers].map((paper) => coverOf("white-papers", paper).src),
      ...[featuredStudy, ...researchStudies].map((study) => coverOf("research", study).src),
    ];
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toEqual(expect.arrayContaining(expected));
    expect(addresses.every((src) => /^\/covers\/[a-z-]+\/[a-z0-9-]+\.svg$/.test(src))).toBe(true);
  });

  it("names an insight's cover after the page it opens", () => {
    expect(coverSlug({ href: "/resources/blog/edge-ai-revolution" })).toBe("edge-ai-revolution");
    expect(coverSlug({ href: "/resources/insights/ai-predictions-2025/#top" })).toBe(
      "ai-predictions-2025",
    );
    expect(coverSlug({ slug: "own-slug", href: "/elsewhere" })).toBe("own-slug");
  });

  it("draws the same picture for the same title and category, every time", () => {
    for (const item of items) expect(coverSvg(item)).toBe(coverSvg({ ...item }));
  });

  it("draws a different picture for each item", () => {
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
