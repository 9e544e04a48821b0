import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useRoutes, type RouteObject } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { ThemeSync } from "@/components/layout/theme-sync";
import NotFoundPage from "@/pages/not-found-page";
import { leftToTheBrowser } from "@/lib/in-app-link";
import { leaveFirstPage } from "@/lib/static-sections";
import { matchRoute, type AppRoute } from "@/routes";

/** Tells the section wrapper when the first page is left: sections then render as usual. */
function FirstPageTracker() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) leaveFirstPage();
  }, [pathname]);
  return null;
}

/**
 * Links in static sections are plain HTML (src/lib/static-sections.ts): a click on one that
 * React did not handle still moves inside the app, as a Link would. Files (PDFs, the feed)
 * and addresses outside the route table load as usual.
 */
export function InAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
      if (leftToTheBrowser(link, event)) return;
      const url = new URL(link.href);
      if (!matchRoute(url.pathname)) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}

const layout = <SiteLayout />;
const notFound: RouteObject[] = [
  { element: layout, children: [{ path: "*", element: <NotFoundPage /> }] },
];
const routeTrees = new Map<AppRoute, RouteObject[]>();

/**
 * The page at the address, in the site's layout. The router is given only the route that
 * matches (src/routes.tsx finds it once per address): given the whole table, it ranked and
 * compiled every route on each render, about a tenth of a takeover's work.
 */
function CurrentPage() {
  return useRoutes(routeTree(matchRoute(useLocation().pathname)?.route));
}

/** One route in the layout, made once per route (the 404 page's when none matches). */
function routeTree(route: AppRoute | undefined): RouteObject[] {
  if (!route) return notFound;
  let tree = routeTrees.get(route);
  if (!tree) {
    const Page = route.page;
    tree = [{ element: layout, children: [{ path: route.path, element: <Page /> }] }];
    routeTrees.set(route, tree);
  }
  return tree;
}

export function App() {
  return (
    <>
      <ThemeSync />
      <FirstPageTracker />
      <InAppLinks />
      <CurrentPage />
    </>
  );
}
