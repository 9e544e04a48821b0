import { describe, expect, it } from "vitest";
import type { DocCategory, DocGuide, DocTopic } from "@/content/types";
import { searchDocumentation } from "@/lib/resource-search";

function guide(overrides: Partial<DocGuide>): DocGuide {
  return {
    title: "Example Guide",
    description: "An example guide.",
    type: "Tutorial",
    category: "Getting Started",
    difficulty: "Beginner",
    readTime: "5 min read",
    rating: 4.7,
    views: "1.0k",
    href: "/docs/example",
    ...overrides,
  };
}

function topic(title: string, description = "A topic."): DocTopic {
  return { title, description, meta: "5 pages" };
}

function category(overrides: Partial<DocCategory>): DocCategory {
  return {
    id: "example",
    icon: "workflow",
    title: "Example Category",
    description: "An example category.",
    count: "3 guides",
    topics: [],
    href: "/docs",
    ...overrides,
  };
}

const guides = [
  guide({ title: "Retry Budgets in Production", description: "Back off when throttled." }),
  guide({ title: "Signing Requests", category: "Security", difficulty: "Advanced" }),
  guide({ title: "Streaming Results", type: "Reference", difficulty: "Advanced" }),
  guide({ title: "First Steps", description: "Your first call." }),
];

const categories = [
  category({
    id: "walkthroughs",
    title: "Screen Walkthroughs",
    description: "Recorded tours.",
    topics: [topic("Dashboard Tour")],
  }),
  category({
    id: "specs",
    title: "Specifications",
    description: "Formats and limits.",
    topics: [
      topic("Callbacks and Event Delivery", "Signed payloads on every event."),
      topic("Payload Formats"),
      topic("Event Replay", "Deliver a missed event again."),
    ],
  }),
];

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe("documentation search", () => {
  it("finds nothing for an empty or blank query", () => {
    expect(searchDocumentation(guides, categories, "")).toEqual({ guides: [], categories: [] });
    expect(searchDocumentation(guides, categories, " ")).toEqual({ guides: [], categories: [] });
  });

  it("filters guides by title, description, category, type and difficulty", () => {
    const found = (query: string) => titles(searchDocumentation(guides, categories, query).guides);
    expect(found("retry budgets")).toEqual(["Retry Budgets in Production"]);
    expect(found("THROTTLED")).toEqual(["Retry Budgets in Production"]);
    expect(found("security")).toEqual(["Signing Requests"]);
    expect(found("reference")).toEqual(["Streaming Results"]);
    expect(found("advanced")).toEqual(["Signing Requests", "Streaming Results"]);
    expect(found("advanced security")).toEqual(["Signing Requests"]);
  });

  it("finds categories by their own text or by a topic, reporting the matching topics", () => {
    const byTitle = searchDocumentation(guides, categories, "screen walkthroughs").categories;
    expect(byTitle.map((match) => match.category.id)).toEqual(["walkthroughs"]);
    expect(byTitle[0].topics).toEqual([]);

    const byDescription = searchDocumentation(guides, categories, "recorded").categories;
    expect(byDescription.map((match) => match.category.id)).toEqual(["walkthroughs"]);

    const byTopic = searchDocumentation(guides, categories, "event").categories;
    expect(byTopic.map((match) => match.category.id)).toEqual(["specs"]);
    expect(titles(byTopic[0].topics)).toEqual(["Callbacks and Event Delivery", "Event Replay"]);

    const byTopicDescription = searchDocumentation(
      guides,
      categories,
      "signed payloads",
    ).categories;
    expect(titles(byTopicDescription[0].topics)).toEqual(["Callbacks and Event Delivery"]);
  });

  it("finds nothing for a word that appears nowhere", () => {
    expect(searchDocumentation(guides, categories, "blockchain")).toEqual({
      guides: [],
      categories: [],
    });
  });
});
