import { describe, expect, it } from "vitest";
import {
  classesOf,
  classesRequiredBy,
  criticalCss,
  sharedAtRules,
} from "../../scripts/critical-css.ts";

const sheet = `@layer base { h1 { font-size: 2rem; } }
@layer components { .card { padding: 1rem; } }
@layer utilities {
  .p-4 { padding: 1rem; }
  .p-8 { padding: 2rem; }
  .\\[\\&_svg\\]\\:size-4 svg { width: 1rem; }
  .dark\\:bg-card:where(.dark, .dark *) { background: black; }
  .group:hover .group-hover\\:underline { text-decoration: underline; }
  @media (width >= 40rem) { .sm\\:p-8 { padding: 2rem; } }
  .space-y-2 > :not(:last-child) { margin-bottom: .5rem; }
  :where(.divide-y > :not(:last-child)) { border-bottom-width: 1px; }
  .a:not(.b) { color: red; }
}
@keyframes rise { from { transform: translateY(12px); } }
@font-face { font-family: X; src: url(/x.woff2); }
* { border-color: gray; }
[data-needs-js] { display: none; }`;

describe("a page family's part of the stylesheet", () => {
  it("reads the classes of the page's elements, as React writes them", () => {
    const classes = classesOf(
      `<div class="p-4 [&amp;_svg]:size-4"><span class="group  dark:bg-card"></span></div>`,
    );
    expect([...classes].sort()).toEqual(["[&_svg]:size-4", "dark", "dark:bg-card", "group", "p-4"]);
  });

  it("counts the classes a selector needs, not those inside :not() or a :where() of several selectors", () => {
    expect(classesRequiredBy(".a:not(.b)")).toEqual(["a"]);
    expect(classesRequiredBy(":where(.space-y-2 > :not(:last-child))")).toEqual(["space-y-2"]);
    expect(classesRequiredBy(".a:has(.b)")).toEqual(["a"]);
    expect(classesRequiredBy(".dark\\:bg-card:where(.dark, .dark *)")).toEqual(["dark:bg-card"]);
    expect(classesRequiredBy(".\\[\\&_svg\\]\\:size-4 svg")).toEqual(["[&_svg]:size-4"]);
    expect(classesRequiredBy(".group:hover .group-hover\\:underline")).toEqual([
      "group",
      "group-hover:underline",
    ]);
  });

  it("keeps the rules the page can match, in their order, and every rule without a class", () => {
    const css = criticalCss(sheet, classesOf(`<p class="p-4 [&amp;_svg]:size-4 a dark:bg-card">`));
    expect(css).toContain(".p-4 { padding: 1rem; }");
    expect(css).toContain(".\\[\\&_svg\\]\\:size-4 svg");
    expect(css).toContain(".dark\\:bg-card:where(.dark, .dark *)");
    expect(css).toContain(".a:not(.b)");
    expect(css).toContain("@keyframes rise");
    expect(css).toContain("@font-face");
    expect(css).toContain("* { border-color: gray; }");
    expect(css).toContain("[data-needs-js]");
    expect(css).not.toContain(".p-8");
    expect(css).not.toContain("group-hover");
    expect(css).not.toContain("space-y-2");
    expect(css).not.toContain("divide-y");
    // A media query left empty goes with its last rule.
    expect(css).not.toContain("@media");
    expect(css.indexOf(".p-4")).toBeLessThan(css.indexOf(".a:not(.b)"));
  });

  it("keeps a rule for a state (hover) and a width (sm:) the page's classes name", () => {
    const css = criticalCss(
      sheet,
      classesOf(`<a class="group"><b class="group-hover:underline sm:p-8">`),
    );
    expect(css).toContain(".group:hover .group-hover\\:underline");
    expect(css).toMatch(/@media \(width >= 40rem\) \{ \.sm\\:p-8/);
  });

  it("names the cascade layers in the whole sheet's order, even one it leaves empty, so the whole sheet added later keeps them in place", () => {
    const css = criticalCss(sheet, classesOf(`<p class="p-4">`));
    expect(css.startsWith("@layer base,components,utilities;")).toBe(true);
    expect(css).not.toContain(".card");
  });

  it("takes out what defines rather than styles (typefaces, properties, animations) into one sheet every page shares", () => {
    const [shared, rest] = sharedAtRules(sheet);
    expect(shared).toContain("@keyframes rise");
    expect(shared).toContain("@font-face");
    expect(shared.startsWith("@layer base,components,utilities;")).toBe(true);
    expect(rest).not.toContain("@keyframes");
    expect(rest).not.toContain("@font-face");
    expect(rest).toContain(".p-4");
  });
});
