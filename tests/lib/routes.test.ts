import { describe, expect, it } from "vitest";
import { listRoutePaths, matchRoute } from "@/routes";

/** Every path named in spec part 1, part 2 and DECISIONS.md. */
const specifiedPaths = [
  "/",
  "/services",
  "/services/automation",
  "/services/performance-marketing",
  "/services/app-development",
  "/services/web-development",
  "/industries",
  "/industries/financial-services",
  "/industries/healthcare",
  "/industries/manufacturing",
  "/industries/retail",
  "/industries/government",
  "/industries/technology",
  "/contact",
  "/resources",
  "/resources/blog",
  "/resources/white-papers",
  "/resources/whitepapers/ai-roi-guide",
  "/resources/research",
  "/resources/research/enterprise-ai-adoption-trends",
  "/resources/documentation",
  "/resources/docs/api-documentation",
  "/resources/insights",
  "/resources/insights/ai-predictions-2025",
  "/about",
  "/case-studies",
];

const namedArticles = [
  "ai-automation-trends-2024",
  "scalable-ai-solutions",
  "no-code-automation",
  "ai-roi-measurement",
  "healthcare-ai",
  "ai-ethics",
  "performance-marketing-ai",
  "generative-ai-enterprise",
  "edge-ai-revolution",
  "advanced-rpa",
  "ai-model-governance",
];

describe("route table", () => {
  it("declares every path of the specification and DECISIONS", async () => {
    const paths = await listRoutePaths();
    for (const path of specifiedPaths) expect(paths).toContain(path);
  });

  it("has a page for each of the eleven articles the specification names", async () => {
    const articles = (await listRoutePaths()).filter((path) => path.startsWith("/resources/blog/"));
    for (const slug of namedArticles) expect(articles).toContain(`/resources/blog/${slug}`);
  });

  it("lists each path once", async () => {
    const paths = await listRoutePaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("matches no route for unknown paths, so they get the 404 page", () => {
    expect(matchRoute("/no-such-page")).toBeUndefined();
    expect(matchRoute("/services/automation/extra")).toBeUndefined();
  });
});
