import { describe, expect, it } from "vitest";
import { footerColumns, headerCta, mainNav } from "@/content/navigation";
import type { NavItem } from "@/content/types";
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

  it("has a page for the eleven named articles and every listed post (29 in all)", async () => {
    const articles = (await listRoutePaths()).filter((path) => path.startsWith("/resources/blog/"));
    for (const slug of namedArticles) expect(articles).toContain(`/resources/blog/${slug}`);
    expect(articles).toHaveLength(29);
  });

  it("lists each path once", async () => {
    const paths = await listRoutePaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("matches no route for unknown paths, so they get the 404 page", () => {
    expect(matchRoute("/no-such-page")).toBeUndefined();
    expect(matchRoute("/services/automation/extra")).toBeUndefined();
  });

  it("only links the header, drawer and footer to real routes", async () => {
    const paths = new Set(await listRoutePaths());
    const hrefs = [
      ...mainNav.flatMap((item: NavItem) => [
        item.href,
        ...(item.children ?? []).map((child) => child.href),
      ]),
      headerCta.href,
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ];
    for (const href of hrefs) expect(paths, href).toContain(href.split("#")[0]);
  });
});
