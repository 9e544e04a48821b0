import { describe, expect, it } from "vitest";
import { researchStudies } from "@/content/resources/research/research";
import {
  ALL,
  fillTemplate,
  filterStudies,
  matchesQuery,
  normalizeText,
} from "@/lib/resource-filters";

describe("filterStudies", () => {
  it("returns all six studies with both first buttons selected and no search", () => {
    expect(filterStudies(researchStudies, { category: ALL, type: ALL, query: "" })).toHaveLength(6);
  });

  it("keeps only the chosen category", () => {
    const result = filterStudies(researchStudies, { category: "Healthcare", type: ALL, query: "" });
    expect(result.map((study) => study.title)).toEqual(["AI in Healthcare Operations 2024"]);
  });

  it("keeps only the chosen type", () => {
    const result = filterStudies(researchStudies, {
      category: ALL,
      type: "Benchmark Study",
      query: "",
    });
    expect(result.map((study) => study.title)).toEqual(["Automation ROI Benchmark 2024"]);
  });

  it("combines category, type and search", () => {
    expect(
      filterStudies(researchStudies, {
        category: "Automation",
        type: "Benchmark Study",
        query: "payback",
      }),
    ).toHaveLength(1);
    expect(
      filterStudies(researchStudies, { category: "Automation", type: "Impact Study", query: "" }),
    ).toHaveLength(0);
    expect(
      filterStudies(researchStudies, { category: "Automation", type: ALL, query: "hospitals" }),
    ).toHaveLength(0);
  });

  it("searches title, description, category and type", () => {
    const search = (query: string) =>
      filterStudies(researchStudies, { category: ALL, type: ALL, query }).map(
        (study) => study.slug,
      );
    expect(search("adoption trends")).toEqual(["enterprise-ai-adoption-trends-2024"]);
    expect(search("credit unions")).toEqual(["ai-in-banking-and-insurance-2024"]);
    expect(search("small business")).toEqual(["small-business-automation-impact-2024"]);
    expect(search("governance study")).toEqual(["responsible-ai-governance-benchmark-2024"]);
  });

  it("shows the empty state for a category without studies", () => {
    expect(
      filterStudies(researchStudies, { category: "Manufacturing", type: ALL, query: "" }),
    ).toEqual([]);
  });
});

describe("matchesQuery", () => {
  it("matches everything for an empty query", () => {
    expect(matchesQuery("", ["anything"])).toBe(true);
  });

  it("ignores case, accents and extra spaces", () => {
    expect(matchesQuery("  RÉGULATION   eu ", ["New EU regulation"])).toBe(true);
    expect(normalizeText("Ångström")).toBe("angstrom");
  });

  it("needs every word somewhere in the fields", () => {
    expect(matchesQuery("fraud banking", ["Fraud detection", "Banking"])).toBe(true);
    expect(matchesQuery("fraud healthcare", ["Fraud detection", "Banking"])).toBe(false);
  });
});

describe("fillTemplate", () => {
  it("fills named placeholders and leaves unknown ones", () => {
    expect(fillTemplate("Showing {shown} of {total} studies", { shown: 2, total: 6 })).toBe(
      "Showing 2 of 6 studies",
    );
    expect(fillTemplate("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });
});
