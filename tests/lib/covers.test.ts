import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { coverFor, coverOf, coverSize, coverSlug, detailCoverFor } from "@/lib/covers";
import { coverSvg, motifNames, placements, type CoverDrawing } from "../../scripts/covers/art";
import { isGrowth, motifsFor } from "../../scripts/covers/looks";
import { coverPalettes, paletteNames } from "../../scripts/covers/palette";

const palettes = { light: coverPalettes("light"), dark: coverPalettes("dark") };

/** Every motif in every tone, placement and theme, seeded by titles of every shape (long, odd). */
const seeds = [
  "Clinic Intake Without Re-keying",
  "Q&A: <live> “quotes” — ünïcödé",
  "A very long title ".repeat(12),
];
const drawings: CoverDrawing[] = motifNames.flatMap((motif, index) =>
  (["light", "dark"] as const).flatMap((theme) =>
    paletteNames.map((name, tone) => ({
      motif,
      palette: palettes[theme][name],
      placement: placements[(index + tone) % placements.length]!,
      seed: seeds[(index + tone) % seeds.length]!,
      framing: (index + tone) % 2 ? "card" : "detail",
    })),
  ),
);

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** `top` at `alpha` over `under`, as #rrggbb. */
const over = (top: string, alpha: number, under: string) =>
  `#${[1, 3, 5]
    .map((at) => {
      const [t, u] = [top, under].map((hex) => Number.parseInt(hex.slice(at, at + 2), 16));
      return Math.round(t! * alpha + u! * (1 - alpha))
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;

/** The SVG as a renderer reads it (resvg throws on a document it cannot parse). */
function parse(svg: string) {
  const rendered = new Resvg(svg);
  return { width: rendered.width, height: rendered.height };
}

describe("cover art", () => {
  it("keeps each kind's covers under /covers/{kind}/{slug}.svg at the cover size", () => {
    expect(coverFor("blog", "a-post")).toEqual({
      src: "/covers/blog/a-post.svg",
      darkSrc: "/covers/blog/a-post.dark.svg",
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

  it("draws the same picture for the same look and title, every time", () => {
    for (const drawing of drawings) expect(coverSvg(drawing)).toBe(coverSvg({ ...drawing }));
  });

  it("draws a different picture for a different title, motif or tone", () => {
    const pictures = new Set(drawings.map((drawing) => coverSvg(drawing)));
    expect(pictures.size).toBe(drawings.length);
    const [first] = drawings;
    expect(coverSvg({ ...first!, seed: "Another Title" })).not.toBe(coverSvg(first!));
  });

  it("lets the subject propose the motifs, and growth only charts that rise", () => {
    expect(motifsFor({ title: "Clinic Intake Without Re-keying", category: "Healthcare" })[0]).toBe(
      "pulse",
    );
    expect(motifsFor({ title: "Threat Hunting at Scale", category: "Security" })[0]).toBe("shield");
    expect(motifsFor({ title: "Bias Audits", category: "Ethics" })[0]).toBe("balance");
    expect(motifsFor({ title: "Workflow Orchestration", category: "Automation" })[0]).toBe(
      "pipeline",
    );
    const payback = { title: "Payback in Ninety Days", category: "Business Value" };
    expect(isGrowth(payback)).toBe(true);
    expect(
      motifsFor(payback).every((motif) => ["bars", "line", "steps", "dashboard"].includes(motif)),
    ).toBe(true);
    expect(
      motifsFor({ title: "Unheard-of Subject", category: "Unheard-of Category" }).length,
    ).toBeGreaterThan(3);
  });

  it("gives an item's own page a cover of its own, the motif centred and scaled to the frame", () => {
    expect(detailCoverFor("white-papers", "a-paper")).toEqual({
      src: "/covers/white-papers/a-paper.detail.svg",
      darkSrc: "/covers/white-papers/a-paper.detail.dark.svg",
      ...coverSize,
    });
    const drawing = { ...drawings[0]!, placement: "right" as const };
    const card = coverSvg({ ...drawing, framing: "card" });
    const detail = coverSvg({ ...drawing, framing: "detail" });
    // The motif's frame (520 by 420) at 5/6 of the cover's height, centred both ways.
    expect(detail).toContain('<g transform="translate(275 53) scale(1.25)">');
    expect(card).toContain('<g transform="translate(600 105)">');
  });

  it("draws the motif, in both themes and every tone, at least 3:1 against every colour of its background (the gradient's two ends and the glow over each)", () => {
    for (const theme of ["light", "dark"] as const)
      for (const name of paletteNames) {
        const palette = palettes[theme][name];
        const svg = coverSvg({
          motif: "pipeline",
          palette,
          placement: "center",
          seed: "A title",
          framing: "detail",
        });
        const stops = (id: string) =>
          [
            ...new RegExp(`<(?:linear|radial)Gradient id="${id}"[^>]*>(.*?)</`)
              .exec(svg)![1]!
              .matchAll(/stop-color="(#[0-9a-f]{6})"(?: stop-opacity="([\d.]+)")?/gi),
          ].map(([, color, opacity]) => ({ color: color!, opacity: Number(opacity ?? 1) }));
        const ends = stops("b").map(({ color }) => color);
        const glow = stops("g")[0]!;
        expect(ends, `${theme} ${name}`).toEqual([palette.from, palette.to]);
        const backgrounds = [...ends, ...ends.map((end) => over(glow.color, glow.opacity, end))];
        for (const [role, color] of [
          ["ink", palette.ink],
          ["accent", palette.accent],
        ] as const)
          for (const background of backgrounds)
            expect(
              contrast(color, background),
              `${theme} ${name}: the ${role} ${color} on ${background}`,
            ).toBeGreaterThanOrEqual(3);
      }
  });

  it("writes a valid SVG of the cover size, a few kilobytes, with no text to read", () => {
    const parsed = new Set<string>();
    for (const drawing of drawings) {
      const svg = coverSvg(drawing);
      // A full parse of each motif once (about 60 ms each); the rest is checked as text.
      if (!parsed.has(drawing.motif)) expect(parse(svg), drawing.motif).toEqual(coverSize);
      parsed.add(drawing.motif);
      expect(svg).toMatch(
        new RegExp(`^<svg [^>]*viewBox="0 0 ${coverSize.width} ${coverSize.height}"`),
      );
      expect(svg).not.toMatch(/<text\b/);
      expect(svg.length).toBeLessThan(6 * 1024);
    }
  });
});
