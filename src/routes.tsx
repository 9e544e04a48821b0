import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import { lazyPage, type LazyPage } from "@/lib/lazy";
import { preloadPageCode } from "@/boot/page-code";

// Every page module, each its own chunk. A route names its page by file name, which also
// tells the prerender which chunks to list as module preloads in the page's HTML.
const pageModules = import.meta.glob<{ default: ComponentType }>([
  "./pages/*-page.tsx",
  "!./pages/not-found-page.tsx",
]);

function page(name: string): LazyPage {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`The route table names src/pages/${name}.tsx, which does not exist`);
  const source = `src/pages/${name}.tsx`;
  return lazyPage(() => {
    preloadPageCode(source); // all its files at once, not one import level at a time
    return load();
  }, source);
}

export type AppRoute = {
  /** The address pattern; `:slug` marks a template route over a content collection. */
  path: string;
  /** The page (a file in src/pages), loaded as its own JavaScript chunk. */
  page: LazyPage;
  /** Template routes: every concrete path, read from the collection's content module. */
  paths?: () => Promise<string[]>;
  /** Data the page reads synchronously, loaded before the page renders or hydrates. */
  preload?: (params: Record<string, string | undefined>) => Promise<unknown>;
  /** `false` keeps the page out of sitemap.xml (pages only a link in an email leads to). */
  sitemap?: false;
};

/** Every page of the site. The prerender, the sitemap and the end-to-end tests all read this table. */
export const routes: AppRoute[] = [
  { path: "/", page: page("home-page") },
  { path: "/services", page: page("services-page") },
  {
    path: "/services/:slug",
    page: page("service-page"),
    paths: async () =>
      (await import("@/content/services")).serviceDetailPages.map(
        (page) => `/services/${page.slug}`,
      ),
  },
  { path: "/industries", page: page("industries-page") },
  {
    path: "/industries/:slug",
    page: page("industry-page"),
    paths: async () =>
      (await import("@/content/industries")).industryPages.map(
        (page) => `/industries/${page.slug}`,
      ),
  },
  { path: "/contact", page: page("contact-page") },
  { path: "/resources", page: page("resources-page") },
  { path: "/resources/blog", page: page("blog-page") },
  {
    path: "/resources/blog/:slug",
    page: page("article-page"),
    paths: async () =>
      (await import("@/content/resources/blog/posts")).posts.map(
        (post) => `/resources/blog/${post.slug}`,
      ),
    preload: async ({ slug = "" }) => (await import("@/lib/blog-articles")).loadArticleBody(slug),
  },
  { path: "/resources/white-papers", page: page("white-papers-page") },
  {
    path: "/resources/whitepapers/:slug",
    page: page("white-paper-page"),
    paths: async () => {
      const { featuredWhitePaper, whitePapers } =
        await import("@/content/resources/white-papers/white-papers");
      return [featuredWhitePaper, ...whitePapers].map((paper) => paper.href);
    },
    preload: async ({ slug = "" }) =>
      (await import("@/lib/downloads/document-pages")).loadWhitePaper(slug),
  },
  { path: "/resources/research", page: page("research-page") },
  {
    path: "/resources/research/:slug",
    page: page("research-report-page"),
    paths: async () => {
      const { featuredStudy, researchStudies } =
        await import("@/content/resources/research/research");
      return [featuredStudy, ...researchStudies].map((study) => study.href);
    },
    preload: async ({ slug = "" }) =>
      (await import("@/lib/downloads/document-pages")).loadResearchReport(slug),
  },
  { path: "/resources/documentation", page: page("documentation-page") },
  {
    path: "/resources/docs/api-documentation",
    page: page("api-documentation-page"),
  },
  { path: "/resources/insights", page: page("insights-page") },
  {
    path: "/resources/insights/ai-predictions-2025",
    page: page("insight-article-page"),
  },
  { path: "/about", page: page("about-page") },
  { path: "/case-studies", page: page("case-studies-page") },
  { path: "/privacy", page: page("privacy-page") },
  { path: "/terms", page: page("terms-page") },
  {
    path: "/newsletter/confirm",
    page: page("newsletter-confirm-page"),
    sitemap: false,
  },
  {
    path: "/newsletter/unsubscribe",
    page: page("newsletter-unsubscribe-page"),
    sitemap: false,
  },
];

export type RouteMatch = { route: AppRoute; params: Record<string, string | undefined> };

// Each pattern is compiled anew by every `matchPath` call: the answers are kept instead (a
// visit asks about the same few addresses at every takeover, navigation and link press).
const matches = new Map<string, RouteMatch | undefined>();

/** The route that draws `pathname`, with its parameters (undefined: the 404 page). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  if (matches.has(pathname)) return matches.get(pathname);
  let found: RouteMatch | undefined;
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      found = { route, params: match.params };
      break;
    }
  }
  matches.set(pathname, found);
  return found;
}

/** Loads the code and data of the page at `pathname`, so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) return;
  await Promise.all([match.route.page.preload(), match.route.preload?.(match.params)]);
}

/** Every concrete path of the site, template routes expanded. */
export async function listRoutePaths(): Promise<string[]> {
  const lists = await Promise.all(
    routes.map((route) => (route.paths ? route.paths() : Promise.resolve([route.path]))),
  );
  return lists.flat();
}

/** Whether `pathname` belongs in sitemap.xml (every route but those marked `sitemap: false`). */
export function isInSitemap(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== undefined && match.route.sitemap !== false;
}
