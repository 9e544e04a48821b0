import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { HeroVisual, preloadHeroVisuals } from "@/components/art/hero-visual";
import { Portrait } from "@/components/art/portrait";
import { ResultChart } from "@/components/art/result-chart";
import type { HeroVisualName, PortraitTraits, ResultChart as Chart } from "@/content/types";

const heroVisuals = [
  "home",
  "services",
  "workflow",
  "dashboard",
  "devices",
  "browser",
  "industries",
  "healthcare",
  "finance",
  "retail",
  "manufacturing",
  "technology",
  "government",
  "about",
  "case-studies",
  "contact",
  "resources",
] satisfies HeroVisualName[];

describe("Hero visuals", () => {
  // Each drawing is its own chunk; loaded first, as the prerender does, it renders at once.
  beforeAll(preloadHeroVisuals);
  it.each(heroVisuals)(
    "the %s drawing is inline SVG or HTML under one root hidden from screen readers, under 10 KB and 80 elements, with nothing to fetch",
    async (name) => {
      const { container } = render(<HeroVisual name={name} />);
      const stage = container.querySelector(`[data-visual="${name}"]`)!;
      expect(stage.children).toHaveLength(1);
      expect(stage.children[0]!.getAttribute("aria-hidden")).toBe("true");
      const html = stage.innerHTML;
      expect(html).not.toMatch(/<image|<img|href=|url\(|<script|@font-face|style=/);
      // Static content on the first load: a modest piece of markup, no long path data.
      expect(html.length).toBeLessThan(10_240);
      expect(stage.querySelectorAll("*").length).toBeLessThan(80);
    },
  );
});

describe("Result charts", () => {
  const chart: Chart = {
    metric: "Invoice processing time",
    figure: "-75%",
    summary: "Invoice processing time fell from 8 days to 2 days.",
    bars: [
      { label: "Before", value: 8, display: "8 days" },
      { label: "After", value: 2, display: "2 days" },
    ],
  };

  it("reads as the one sentence of its summary, and hides its drawing from screen readers", () => {
    const { container } = render(<ResultChart chart={chart} />);
    const image = screen.getByRole("img", { name: chart.summary });
    expect(image).toBeVisible();
    expect(screen.getAllByRole("img")).toEqual([image]);
    expect(container.querySelector("svg")).not.toBeNull();
  });
});

describe("Leader portraits", () => {
  const leaders: PortraitTraits[] = [
    { skin: "deep", hair: "buzz", hairColor: "black", beard: true, top: "blazer" },
    { skin: "light", hair: "bun", hairColor: "blonde", glasses: true, top: "turtleneck" },
    { skin: "tan", hair: "curly", hairColor: "brown", top: "sweater" },
    { skin: "tan", hair: "curly", hairColor: "brown", top: "shirt" },
  ];

  it("draws a different illustrated portrait for different traits, not initials", () => {
    const drawings = leaders.map((traits) => renderToStaticMarkup(<Portrait traits={traits} />));
    expect(new Set(drawings).size).toBe(leaders.length);
    for (const drawing of drawings) {
      expect(drawing).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(drawing).not.toMatch(/>[A-Z]{2}</);
    }
  });

  it("draws the same portrait for the same traits", () => {
    expect(renderToStaticMarkup(<Portrait traits={{ ...leaders[0] }} />)).toBe(
      renderToStaticMarkup(<Portrait traits={leaders[0]} />),
    );
  });
});
