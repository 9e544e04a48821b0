import type { BlogPostMeta } from "@/content/types";

/** A blog post's listing entry for library tests: neutral values, overridden where a test cares. */
export function fixturePost(overrides: Partial<BlogPostMeta>): BlogPostMeta {
  return {
    slug: "example",
    title: "Example",
    excerpt: "An example post.",
    description: "An example post used by the library tests.",
    author: "Ada Lovelace",
    date: "2024-01-01",
    category: "Automation",
    readTime: "3 min read",
    views: "1.0k",
    ...overrides,
  };
}
