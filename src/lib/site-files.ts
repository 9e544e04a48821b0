import type { BlogPostMeta } from "@/content/types";
import { absoluteUrl } from "./seo";

/** sitemap.xml: every prerendered route, from the route table. */
export function buildSitemap(paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .sort()
    .map((routePath) => `  <url><loc>${escapeXml(absoluteUrl(routePath))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

export const feedPath = "/rss.xml";

/** rss.xml: every blog post, newest first. */
export function buildRssFeed(posts: readonly BlogPostMeta[]): string {
  const items = [...posts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((post) => {
      const url = absoluteUrl(`/resources/blog/${post.slug}`);
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.category)}</category>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>AI Automation Blog</title>
    <link>${escapeXml(absoluteUrl("/resources/blog"))}</link>
    <atom:link href="${escapeXml(absoluteUrl(feedPath))}" rel="self" type="application/rss+xml" />
    <description>Articles on AI trends, automation, best practices, business value, healthcare, marketing and ethics.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
