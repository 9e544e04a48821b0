import { describe, expect, it } from "vitest";
import { fillTemplate, formatLongDate, matchesQuery, normalizeText, queryWords } from "@/lib/text";

describe("the one search rule", () => {
  it("matches every typed word against the start of a word, never inside one", () => {
    expect(matchesQuery(["Predictive Maintenance"], "ai")).toBe(false);
    expect(matchesQuery(["Edge AI for factories"], "ai")).toBe(true);
    expect(matchesQuery(["Machine Learning"], "mach")).toBe(true);
    expect(matchesQuery(["Machine Learning"], "chine")).toBe(false);
    expect(matchesQuery(["Self-service analytics"], "service")).toBe(true);
  });

  it("ignores case, accents and extra spaces", () => {
    expect(matchesQuery(["Writing a résumé"], "resume")).toBe(true);
    expect(matchesQuery(["New EU regulation"], "  RÉGULATION   eu ")).toBe(true);
    expect(normalizeText("  Ångström  Café ")).toBe("angstrom cafe");
  });

  it("needs every word, each in any of the fields", () => {
    expect(matchesQuery(["Fraud detection", "Banking"], "fraud bank")).toBe(true);
    expect(matchesQuery(["Fraud detection", "Banking"], "fraud healthcare")).toBe(false);
  });

  it("matches everything for an empty or blank query", () => {
    expect(matchesQuery(["anything"], "")).toBe(true);
    expect(matchesQuery(["anything"], "   ")).toBe(true);
    expect(queryWords("  Generative   AI ")).toEqual(["generative", "ai"]);
  });

  it("treats typed punctuation as text, not as a pattern", () => {
    expect(matchesQuery(["No-Code Automation"], "no-code")).toBe(true);
    expect(matchesQuery(["C++ tooling"], "c++")).toBe(true);
    expect(matchesQuery(["Plain text"], ".*")).toBe(false);
  });
});

describe("fillTemplate", () => {
  it("fills named placeholders and leaves unknown ones alone", () => {
    expect(fillTemplate("Showing {shown} of {total} studies", { shown: 2, total: 6 })).toBe(
      "Showing 2 of 6 studies",
    );
    expect(fillTemplate("{count} results for “{query}”", { count: 3, query: "roi" })).toBe(
      "3 results for “roi”",
    );
    expect(fillTemplate("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });
});

describe("formatLongDate", () => {
  it("writes an ISO date with the month in full, whatever the time zone", () => {
    expect(formatLongDate("2024-03-12")).toBe("March 12, 2024");
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
  });
});
