import { describe, expect, it } from "vitest";
import { posts } from "@/content/resources/blog/posts";
import { listRoutePaths } from "@/routes";
import { buildRobots, buildRssFeed, buildSitemap } from "@/lib/site-files";
import { absoluteUrl } from "@/lib/seo";

describe("sitemap, robots and feed", () => {
  it("lists every route of the route table in the sitemap, once", async () => {
    const paths = await listRoutePaths();
    const sitemap = buildSitemap(paths);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(paths.length);
    for (const path of paths) expect(locs).toContain(absoluteUrl(path));
  });

  it("points robots.txt at the sitemap", () => {
    expect(buildRobots()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });

  it("puts every blog article in the feed, newest first, with escaped text", () => {
    const feed = buildRssFeed(posts);
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]).slice(1);
    expect(links).toHaveLength(posts.length);
    for (const post of posts) expect(links).toContain(absoluteUrl(`/resources/blog/${post.slug}`));
    const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) =>
      Date.parse(match[1]),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(buildRssFeed([{ ...posts[0], title: "Q&A <live>" }])).toContain("Q&amp;A &lt;live&gt;");
  });
});
