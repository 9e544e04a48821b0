import { matchPath } from "react-router-dom";
import { lazyPage, type LazyPage } from "@/lib/lazy";

export type AppRoute = {
  /** The address pattern; `:slug` marks a template route over a content collection. */
  path: string;
  /** The page, loaded as its own JavaScript chunk. */
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
  { path: "/", page: lazyPage(() => import("@/pages/home-page")) },
  { path: "/services", page: lazyPage(() => import("@/pages/services-page")) },
  {
    path: "/services/:slug",
    page: lazyPage(() => import("@/pages/service-page")),
    paths: async () =>
      (await import("@/content/services")).serviceDetailPages.map(
        (page) => `/services/${page.slug}`,
      ),
  },
  { path: "/industries", page: lazyPage(() => import("@/pages/industries-page")) },
  {
    path: "/industries/:slug",
    page: lazyPage(() => import("@/pages/industry-page")),
    paths: async () =>
      (await import("@/content/industries")).industryPages.map(
        (page) => `/industries/${page.slug}`,
      ),
  },
  { path: "/contact", page: lazyPage(() => import("@/pages/contact-page")) },
  { path: "/resources", page: lazyPage(() => import("@/pages/resources-page")) },
  { path: "/resources/blog", page: lazyPage(() => import("@/pages/blog-page")) },
  {
    path: "/resources/blog/:slug",
    page: lazyPage(() => import("@/pages/article-page")),
    paths: async () =>
      (await import("@/content/resources/blog/posts")).posts.map(
        (post) => `/resources/blog/${post.slug}`,
      ),
    preload: async ({ slug = "" }) => (await import("@/lib/blog-articles")).loadArticleBody(slug),
  },
  { path: "/resources/white-papers", page: lazyPage(() => import("@/pages/white-papers-page")) },
  {
    path: "/resources/whitepapers/:slug",
    page: lazyPage(() => import("@/pages/white-paper-page")),
    paths: async () => {
      const { featuredWhitePaper, whitePapers } =
        await import("@/content/resources/white-papers/white-papers");
      return [featuredWhitePaper, ...whitePapers].map((paper) => paper.href);
    },
    preload: async ({ slug = "" }) =>
      (await import("@/lib/downloads/document-pages")).loadWhitePaper(slug),
  },
  { path: "/resources/research", page: lazyPage(() => import("@/pages/research-page")) },
  {
    path: "/resources/research/:slug",
    page: lazyPage(() => import("@/pages/research-report-page")),
    paths: async () => {
      const { featuredStudy, researchStudies } =
        await import("@/content/resources/research/research");
      return [featuredStudy, ...researchStudies].map((study) => study.href);
    },
    preload: async ({ slug = "" }) =>
      (await import("@/lib/downloads/document-pages")).loadResearchReport(slug),
  },
  { path: "/resources/documentation", page: lazyPage(() => import("@/pages/documentation-page")) },
  {
    path: "/resources/docs/api-documentation",
    page: lazyPage(() => import("@/pages/api-documentation-page")),
  },
  { path: "/resources/insights", page: lazyPage(() => import("@/pages/insights-page")) },
  {
    path: "/resources/insights/ai-predictions-2025",
    page: lazyPage(() => import("@/pages/insight-article-page")),
  },
  { path: "/about", page: lazyPage(() => import("@/pages/about-page")) },
  { path: "/case-studies", page: lazyPage(() => import("@/pages/case-studies-page")) },
  { path: "/privacy", page: lazyPage(() => import("@/pages/privacy-page")) },
  { path: "/terms", page: lazyPage(() => import("@/pages/terms-page")) },
  {
    path: "/newsletter/confirm",
    page: lazyPage(() => import("@/pages/newsletter-confirm-page")),
    sitemap: false,
  },
  {
    path: "/newsletter/unsubscribe",
    page: lazyPage(() => import("@/pages/newsletter-unsubscribe-page")),
    sitemap: false,
  },
];

export function matchRoute(pathname: string) {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
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
