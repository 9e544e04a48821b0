import { describe, expect, it } from "vitest";
import { britishSpellings, collectTexts, titleCaseErrors } from "../../scripts/content/copy";

/**
 * The agency is in San Francisco: every word a visitor reads is American English, and every
 * heading follows one case rule. This test reads every string of every content module.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["/src/content/**/*.ts", "!/src/content/types/**"],
  { eager: true },
);

describe("the copy", () => {
  const texts = collectTexts(modules);

  it("reads every content module", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    expect(texts.length).toBeGreaterThan(3000);
  });

  it("spells every word the American way", () => {
    const british = texts.flatMap(({ where, key, text }) =>
      key === "code" || key === "href" || key === "slug"
        ? []
        : britishSpellings(text).map((word) => `${where}: ${word}`),
    );
    expect(british).toEqual([]);
  });

  it("writes every heading in Title Case", () => {
    const wrong = texts
      // Templates ("{count} results for …") read as sentences around the visitor's words.
      .filter((text) => text.isHeading && !text.text.includes("{"))
      .flatMap(({ where, text }) => {
        const errors = titleCaseErrors(text);
        return errors.length ? [`${where}: "${text}" (${errors.join(", ")})`] : [];
      });
    expect(wrong).toEqual([]);
  });
});

describe("the spelling check", () => {
  it("catches a British spelling creeping back", () => {
    expect(britishSpellings("Organisations optimise their programme")).toEqual([
      "programme → program",
      "organisations (-ize)",
      "optimise (-ize)",
    ]);
    expect(britishSpellings("A colourful centre, modelled and analysed")).toHaveLength(4);
  });

  it("lets American words that end in -ise through", () => {
    expect(britishSpellings("Enterprise expertise: we promise to advise and supervise")).toEqual(
      [],
    );
  });
});

describe("the heading check", () => {
  it("accepts the specification's Title Case headings", () => {
    for (const heading of [
      "AI Solutions for Every Industry",
      "What to Expect",
      "Schedule a Consultation",
      "Native iOS and Android Apps",
      "Real-Time Fraud Detection for a Direct-to-Consumer Brand",
      "An In-App AI Copilot for Retail & E-commerce",
      "Oops! Page not found",
    ])
      expect(titleCaseErrors(heading), heading).toEqual([]);
  });

  it("flags a heading in sentence case", () => {
    expect(titleCaseErrors("What our clients say")).toEqual(["our", "clients", "say"]);
    expect(titleCaseErrors("Built For The Enterprise")).toEqual(["For", "The"]);
  });
});
