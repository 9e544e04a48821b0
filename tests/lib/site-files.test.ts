import { describe, expect, it } from "vitest";
import { buildRobots, buildRssFeed, buildSitemap } from "@/lib/site-files";
import { absoluteUrl } from "@/lib/seo";
import { listRoutePaths } from "@/routes";
import { fixturePost } from "./fixtures";

const post = fixturePost;

const locsOf = (sitemap: string) =>
  [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("sitemap, robots and feed", () => {
  it("lists each given path in the sitemap once, as an absolute address", () => {
    const locs = locsOf(buildSitemap(["/b", "/", "/a?x=1&y=2", "/b"]));
    expect(locs).toHaveLength(3);
    expect(locs).toEqual(
      expect.arrayContaining([absoluteUrl("/"), absoluteUrl("/b"), absoluteUrl("/a?x=1&amp;y=2")]),
    );
  });

  it("lists every route of the route table in the sitemap, once", async () => {
    const paths = await listRoutePaths();
    const locs = locsOf(buildSitemap(paths));
    expect(locs).toHaveLength(paths.length);
    for (const path of paths) expect(locs).toContain(absoluteUrl(path));
  });

  it("points robots.txt at the sitemap", () => {
    expect(buildRobots()).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });

  it("puts every given post in the feed, newest first, with escaped text", () => {
    const posts = [
      post({ slug: "middle", date: "2024-03-01" }),
      post({ slug: "newest", date: "2024-06-01" }),
      post({
        slug: "oldest",
        date: "2023-12-31",
        title: "Q&A <live>",
        excerpt: `"Quotes" & 'more'`,
      }),
    ];
    const feed = buildRssFeed(posts);
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]).slice(1);
    expect(links).toEqual(
      ["newest", "middle", "oldest"].map((slug) => absoluteUrl(`/resources/blog/${slug}`)),
    );
    const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => match[1]);
    expect(dates).toEqual([
      "Sat, 01 Jun 2024 00:00:00 GMT",
      "Fri, 01 Mar 2024 00:00:00 GMT",
      "Sun, 31 Dec 2023 00:00:00 GMT",
    ]);
    expect(feed).toContain("<title>Q&amp;A &lt;live&gt;</title>");
    expect(feed).toContain("<description>&quot;Quotes&quot; &amp; &apos;more&apos;</description>");
    expect(feed).not.toContain("<live>");
  });
});
