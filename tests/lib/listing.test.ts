import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { insights } from "@/content/resources/insights/insights";
import { researchStudies } from "@/content/resources/research/research";
import { whitePapers } from "@/content/resources/white-papers/white-papers";
import { blogCategories, type ResearchStudy, type WhitePaper } from "@/content/types";
import { listedPosts } from "@/lib/blog";
import { filterItems, listingFields, parseFacet, type ListingFilter } from "@/lib/listing";

const listed = listedPosts(posts);
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const papers = (filter: ListingFilter<WhitePaper>) =>
  filterItems<WhitePaper>(whitePapers, filter, listingFields);
const studies = (filter: ListingFilter<ResearchStudy>) =>
  filterItems<ResearchStudy>(researchStudies, filter, listingFields);

describe("one filter for every listing", () => {
  it("returns everything for no search and no facet, in the original order", () => {
    expect(filterItems(listed, {}, listingFields)).toEqual(listed);
    expect(papers({ query: "   ", facets: { category: null } })).toEqual(whitePapers);
    expect(studies({ facets: { category: null, type: null } })).toHaveLength(6);
    expect(filterItems(insights, {}, listingFields)).toHaveLength(6);
  });

  it("keeps only the chosen facet values, combined", () => {
    const ethics = filterItems(listed, { facets: { category: "Ethics" } }, listingFields);
    expect(ethics.length).toBeGreaterThanOrEqual(4);
    expect(ethics.every((post) => post.category === "Ethics")).toBe(true);
    expect(titles(studies({ facets: { category: "Healthcare" } }))).toEqual([
      "AI in Healthcare Operations 2024",
    ]);
    expect(titles(studies({ facets: { type: "Benchmark Study" } }))).toEqual([
      "Automation ROI Benchmark 2024",
    ]);
    expect(studies({ facets: { category: "Automation", type: "Impact Study" } })).toEqual([]);
    expect(studies({ facets: { category: "Manufacturing" } })).toEqual([]);
  });

  it("searches title, excerpt or description, category, author and type", () => {
    const sample = (query: string) =>
      filterItems(listed, { query }, listingFields).map((post) => post.slug);
    expect(sample("robotic process")).toContain("advanced-rpa");
    expect(
      filterItems(listed, { query: "David Kim" }, listingFields).every(
        (post) => post.author === "David Kim",
      ),
    ).toBe(true);
    expect(titles(papers({ query: "predictive MAINTENANCE" }))).toEqual([
      "Predictive Maintenance with Machine Learning",
    ]);
    expect(titles(papers({ query: "HIPAA" }))).toEqual([
      "AI in Clinical Operations: From Triage to Discharge",
    ]);
    expect(titles(papers({ query: "no-code" }))).toEqual([
      "The No-Code Automation Playbook for Growing Teams",
    ]);
    expect(titles(papers({ query: "okafor" }))).toEqual([
      "Real-Time Fraud Detection in Financial Services",
    ]);
    expect(studies({ query: "governance study" }).map((study) => study.slug)).toEqual([
      "responsible-ai-governance-benchmark-2024",
    ]);
    expect(studies({ query: "credit unions" }).map((study) => study.slug)).toEqual([
      "ai-in-banking-and-insurance-2024",
    ]);
  });

  it("matches word starts only: 'ai' does not find a post only through 'maintenance'-like words", () => {
    const found = filterItems(listed, { query: "ai" }, listingFields).map((post) => post.slug);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain("ml-customer-segmentation");
    expect(filterItems(listed, { query: "mach" }, listingFields).map((p) => p.slug)).toContain(
      "ml-customer-segmentation",
    );
  });

  it("needs every word, and combines the search with the facets", () => {
    expect(papers({ query: "torres framework" })).toHaveLength(1);
    expect(papers({ query: "torres healthcare" })).toHaveLength(0);
    expect(papers({ query: "downtime", facets: { category: "Manufacturing" } })).toHaveLength(1);
    expect(papers({ query: "downtime", facets: { category: "Healthcare" } })).toHaveLength(0);
    expect(
      studies({ query: "payback", facets: { category: "Automation", type: "Benchmark Study" } }),
    ).toHaveLength(1);
    expect(studies({ query: "hospitals", facets: { category: "Automation" } })).toHaveLength(0);
    const ethicsBias = filterItems(
      listed,
      { query: "bias", facets: { category: "Ethics" } },
      listingFields,
    );
    expect(ethicsBias.length).toBeGreaterThan(0);
    expect(
      filterItems(insights, { query: "edge", facets: { category: "Ethics" } }, listingFields),
    ).toEqual([]);
    expect(
      filterItems(insights, { query: "edge" }, listingFields).map((insight) => insight.category),
    ).toContain("Future Trends");
  });

  it("reads a facet from the address and ignores unknown values", () => {
    expect(parseFacet("AI Trends", blogCategories)).toBe("AI Trends");
    expect(parseFacet("ai trends", blogCategories)).toBeNull();
    expect(parseFacet("Gardening", blogCategories)).toBeNull();
    expect(parseFacet(null, blogCategories)).toBeNull();
  });
});
