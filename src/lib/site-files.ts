import { absoluteUrl } from "./seo";

/** sitemap.xml: every prerendered route, from the route table. */
export function buildSitemap(paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .sort()
    .map((routePath) => `  <url><loc>${absoluteUrl(routePath)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
