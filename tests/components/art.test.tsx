import { render, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroVisual } from "@/components/art/hero-visual";
import { Portrait } from "@/components/art/portrait";
import { ResultChart } from "@/components/art/result-chart";
import { aboutPage } from "@/content/about/about";
import { caseStudiesPage } from "@/content/case-studies/case-studies";
import { caseStudyHighlights } from "@/content/home/case-study-highlights";
import type { HeroVisualName } from "@/content/types";

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
  it.each(heroVisuals)(
    "the %s drawing is inline SVG hidden from screen readers, under 4 KB, with nothing to fetch",
    async (name) => {
      const { container } = render(<HeroVisual name={name} />);
      await waitFor(() => expect(container.querySelector("svg")).not.toBeNull());
      const html = container.innerHTML;
      expect(html).toContain(`data-visual="${name}"`);
      expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(html).not.toMatch(/<image|href=|url\(#|<script|@font-face/);
      expect(html.length).toBeLessThan(4096);
    },
  );
});

describe("Result charts", () => {
  const charts = [
    ...caseStudiesPage.list.studies.map((study) => study.chart),
    ...caseStudyHighlights.map((item) => item.chart),
  ];

  it("every case study on /case-studies and on the home page has a chart", () => {
    expect(charts).toHaveLength(caseStudiesPage.list.studies.length + caseStudyHighlights.length);
  });

  it.each(charts.map((chart) => [chart.metric, chart] as const))(
    "the chart of %s reads as one sentence that states every figure it draws",
    (_, chart) => {
      render(<ResultChart chart={chart} />);
      const image = screen.getByRole("img", { name: chart.summary });
      expect(image).toBeVisible();
      for (const bar of chart.bars) expect(chart.summary).toContain(bar.display);
    },
  );
});

describe("Leader portraits", () => {
  it("each of the four leaders has an illustrated portrait of their own, not initials", () => {
    const drawings = aboutPage.leadership.leaders.map((leader) =>
      renderToStaticMarkup(<Portrait traits={leader.portrait} />),
    );
    expect(drawings).toHaveLength(4);
    expect(new Set(drawings).size).toBe(4);
    for (const drawing of drawings) {
      expect(drawing).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(drawing).not.toMatch(/>[A-Z]{2}</);
    }
  });
});
