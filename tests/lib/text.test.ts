import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "@/lib/dates";
import { fillTemplate, matchesQuery, normalizeText, queryWords } from "@/lib/text";

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

describe("dates", () => {
  it("writes an ISO date with the month in full or short, whatever the time zone", () => {
    expect(formatLongDate("2024-03-12")).toBe("March 12, 2024");
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatShortDate("2024-03-12")).toBe("Mar 12, 2024");
    expect(formatShortDate("2024-12-31")).toBe("Dec 31, 2024");
  });

  it("refuses a string that is not an ISO date instead of printing a wrong one", () => {
    expect(() => formatLongDate("2024-13-01")).toThrow(RangeError);
    expect(() => formatShortDate("March 12, 2024")).toThrow(RangeError);
  });

  it("spells every month and day as Intl's en-US formats do", () => {
    const intl = (month: "long" | "short") =>
      new Intl.DateTimeFormat("en-US", { year: "numeric", month, day: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const iso = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        const date = new Date(`${iso}T12:00:00Z`);
        expect(formatLongDate(iso)).toBe(intl("long").format(date));
        expect(formatShortDate(iso)).toBe(intl("short").format(date));
      }
    }
  });
});
