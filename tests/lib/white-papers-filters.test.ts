import { describe, expect, it } from "vitest";
import { whitePapers } from "@/content/resources/white-papers/white-papers";
import { ALL, filterWhitePapers } from "@/lib/resource-filters";

const titles = (papers: { title: string }[]) => papers.map((paper) => paper.title);

describe("filterWhitePapers", () => {
  it("returns every paper for All Papers and an empty search", () => {
    expect(filterWhitePapers(whitePapers, { category: ALL, query: "" })).toEqual(whitePapers);
    expect(filterWhitePapers(whitePapers, { category: ALL, query: "   " })).toEqual(whitePapers);
  });

  it("keeps only the chosen category", () => {
    const healthcare = filterWhitePapers(whitePapers, { category: "Healthcare", query: "" });
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.every((paper) => paper.category === "Healthcare")).toBe(true);
  });

  it("finds papers by title, description, category and author, ignoring case", () => {
    expect(
      titles(filterWhitePapers(whitePapers, { category: ALL, query: "predictive MAINTENANCE" })),
    ).toEqual(["Predictive Maintenance with Machine Learning"]);
    expect(titles(filterWhitePapers(whitePapers, { category: ALL, query: "HIPAA" }))).toEqual([
      "AI in Clinical Operations: From Triage to Discharge",
    ]);
    expect(titles(filterWhitePapers(whitePapers, { category: ALL, query: "no-code" }))).toEqual([
      "The No-Code Automation Playbook for Growing Teams",
    ]);
    expect(titles(filterWhitePapers(whitePapers, { category: ALL, query: "okafor" }))).toEqual([
      "Real-Time Fraud Detection in Financial Services",
    ]);
  });

  it("requires every word of the search to match, in any order and any field", () => {
    expect(
      filterWhitePapers(whitePapers, { category: ALL, query: "torres framework" }),
    ).toHaveLength(1);
    expect(
      filterWhitePapers(whitePapers, { category: ALL, query: "torres healthcare" }),
    ).toHaveLength(0);
  });

  it("combines the category with the search", () => {
    expect(
      filterWhitePapers(whitePapers, { category: "Manufacturing", query: "downtime" }),
    ).toHaveLength(1);
    expect(
      filterWhitePapers(whitePapers, { category: "Healthcare", query: "downtime" }),
    ).toHaveLength(0);
  });

  it("returns nothing for a search that matches no paper", () => {
    expect(filterWhitePapers(whitePapers, { category: ALL, query: "zzzz-no-such-paper" })).toEqual(
      [],
    );
  });
});
