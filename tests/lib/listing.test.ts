import { describe, expect, it } from "vitest";
import { filterItems, listingFields, parseFacet, type ListingFilter } from "@/lib/listing";

/** A listing entry with every field the search reads; a white paper, study, post or insight in miniature. */
type Entry = {
  slug: string;
  title: string;
  category: string;
  excerpt?: string;
  description?: string;
  author?: string;
  type?: string;
};

const entries: Entry[] = [
  {
    slug: "maintenance",
    title: "Predictive Maintenance Basics",
    excerpt: "Cut downtime on the factory floor.",
    category: "Manufacturing",
    author: "Ana Torres",
    type: "Guide",
  },
  {
    slug: "clinics",
    title: "Clinical Operations",
    description: "HIPAA-ready triage for hospitals.",
    category: "Healthcare",
    author: "Ben Okafor",
    type: "Impact Study",
  },
  {
    slug: "payback",
    title: "Automation Benchmark",
    description: "Payback periods across industries.",
    category: "Automation",
    author: "Ana Torres",
    type: "Benchmark Study",
  },
  {
    slug: "machines",
    title: "Machine Learning for Segments",
    excerpt: "Grouping customers by behavior.",
    category: "Automation",
    author: "Chen Li",
    type: "Impact Study",
  },
];

const find = (filter: ListingFilter<Entry>) =>
  filterItems(entries, filter, listingFields).map((entry) => entry.slug);

describe("one filter for every listing", () => {
  it("returns everything for no search and no facet, in the original order", () => {
    expect(filterItems(entries, {}, listingFields)).toEqual(entries);
    expect(
      filterItems(entries, { query: "   ", facets: { category: null } }, listingFields),
    ).toEqual(entries);
    expect(find({ facets: { category: null, type: null } })).toEqual([
      "maintenance",
      "clinics",
      "payback",
      "machines",
    ]);
  });

  it("keeps only the chosen facet values, combined", () => {
    expect(find({ facets: { category: "Automation" } })).toEqual(["payback", "machines"]);
    expect(find({ facets: { type: "Benchmark Study" } })).toEqual(["payback"]);
    expect(find({ facets: { category: "Automation", type: "Impact Study" } })).toEqual([
      "machines",
    ]);
    expect(find({ facets: { category: "Healthcare", type: "Benchmark Study" } })).toEqual([]);
    expect(find({ facets: { category: "Retail" } })).toEqual([]);
  });

  it("searches title, excerpt or description, category, author and type, ignoring case", () => {
    expect(find({ query: "predictive MAINTENANCE" })).toEqual(["maintenance"]);
    expect(find({ query: "downtime" })).toEqual(["maintenance"]);
    expect(find({ query: "hipaa" })).toEqual(["clinics"]);
    expect(find({ query: "healthcare" })).toEqual(["clinics"]);
    expect(find({ query: "okafor" })).toEqual(["clinics"]);
    expect(find({ query: "benchmark study" })).toEqual(["payback"]);
    expect(find({ query: "Ana Torres" })).toEqual(["maintenance", "payback"]);
  });

  it("reads the description only when an entry has no excerpt", () => {
    const both: Entry = {
      slug: "both",
      title: "Both",
      category: "Automation",
      excerpt: "Shown on the card.",
      description: "Only in the head of the page.",
    };
    expect(filterItems([both], { query: "card" }, listingFields)).toEqual([both]);
    expect(filterItems([both], { query: "head" }, listingFields)).toEqual([]);
  });

  it("matches word starts only: 'ai' does not find 'maintenance', 'mach' finds 'Machine'", () => {
    expect(find({ query: "ai" })).toEqual([]);
    expect(find({ query: "mach" })).toEqual(["machines"]);
    expect(find({ query: "achine" })).toEqual([]);
  });

  it("needs every word, and combines the search with the facets", () => {
    expect(find({ query: "torres downtime" })).toEqual(["maintenance"]);
    expect(find({ query: "torres hospitals" })).toEqual([]);
    expect(find({ query: "downtime", facets: { category: "Manufacturing" } })).toEqual([
      "maintenance",
    ]);
    expect(find({ query: "downtime", facets: { category: "Healthcare" } })).toEqual([]);
    expect(
      find({ query: "payback", facets: { category: "Automation", type: "Benchmark Study" } }),
    ).toEqual(["payback"]);
    expect(find({ query: "hospitals", facets: { category: "Automation" } })).toEqual([]);
  });

  it("reads a facet from the address and ignores unknown values", () => {
    const allowed = ["AI Trends", "Ethics"] as const;
    expect(parseFacet("AI Trends", allowed)).toBe("AI Trends");
    expect(parseFacet("ai trends", allowed)).toBeNull();
    expect(parseFacet("Gardening", allowed)).toBeNull();
    expect(parseFacet("", allowed)).toBeNull();
    expect(parseFacet(null, allowed)).toBeNull();
    expect(parseFacet(undefined, allowed)).toBeNull();
  });
});
