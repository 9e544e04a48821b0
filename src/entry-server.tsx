import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app";
import { createHeadCollector, HeadCollectorContext } from "./lib/head-collector";
import { renderHeadTags } from "./lib/seo";
import { posts } from "@/content/resources/blog/posts";
import { buildRobots, buildRssFeed, buildSitemap } from "./lib/site-files";
import { isInSitemap, matchRoute, preloadRoute } from "./routes";

export { listRoutePaths } from "./routes";

/** The route-table entry a path belongs to (`/services/:slug`): its page family. */
export function routeFamily(pathname: string): string {
  return matchRoute(pathname)?.route.path ?? "";
}

/** The page module (src/pages/…) a path renders, for the prerender's module preloads. */
export function pageSource(pathname: string): string | undefined {
  return matchRoute(pathname)?.route.page.source;
}

/** Renders one path to HTML at build time (scripts/prerender.ts). */
export async function render(pathname: string) {
  await preloadRoute(pathname);
  const collector = createHeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <StaticRouter location={pathname}>
          <App />
        </StaticRouter>
      </HeadCollectorContext>
    </StrictMode>,
  );
  const titleTag = collector.tags.find((tag) => tag.tag === "title");
  return {
    html,
    head: renderHeadTags(collector.tags),
    title: titleTag?.tag === "title" ? titleTag.text : "",
    notFound: collector.notFound,
  };
}

/** Files written beside the pages: file name to contents. */
export function buildSiteFiles(paths: string[]): Record<string, string> {
  return {
    "sitemap.xml": buildSitemap(paths.filter(isInSitemap)),
    "robots.txt": buildRobots(),
    "rss.xml": buildRssFeed(posts),
  };
}
