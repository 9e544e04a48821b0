import { describe, expect, it } from "vitest";
import { docCategories, guides } from "@/content/resources/docs/documentation";
import { searchDocumentation } from "@/lib/resource-search";

describe("documentation search", () => {
  it("finds nothing for an empty query", () => {
    expect(searchDocumentation(guides, docCategories, " ")).toEqual({ guides: [], categories: [] });
  });

  it("filters guides by title, description, category and difficulty", () => {
    expect(
      searchDocumentation(guides, docCategories, "rate limits").guides.map((guide) => guide.title),
    ).toEqual(["Handling Errors and Rate Limits in Production"]);
    expect(searchDocumentation(guides, docCategories, "advanced").guides).toHaveLength(
      guides.filter((guide) => guide.difficulty === "Advanced").length,
    );
  });

  it("finds categories by their own text or by a topic, reporting the matching topics", () => {
    const byTitle = searchDocumentation(guides, docCategories, "video tutorials").categories;
    expect(byTitle.map((match) => match.category.title)).toEqual(["Video Tutorials"]);
    expect(byTitle[0].topics).toEqual([]);

    const byTopic = searchDocumentation(guides, docCategories, "webhooks").categories;
    expect(byTopic.map((match) => match.category.title)).toEqual(["Technical Specifications"]);
    expect(byTopic[0].topics.map((topic) => topic.title)).toEqual(["Webhooks and Event Delivery"]);
  });

  it("finds nothing for a word that appears nowhere", () => {
    expect(searchDocumentation(guides, docCategories, "blockchain")).toEqual({
      guides: [],
      categories: [],
    });
  });
});
