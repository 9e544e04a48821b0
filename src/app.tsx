import { useEffect, useRef } from "react";
import { Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { ThemeSync } from "@/components/layout/theme-sync";
import NotFoundPage from "@/pages/not-found-page";
import { leftToTheBrowser } from "@/lib/in-app-link";
import { leaveFirstPage } from "@/lib/static-sections";
import { matchRoute, routes } from "@/routes";

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
function InAppLinks() {
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

export function App() {
  return (
    <>
      <ThemeSync />
      <FirstPageTracker />
      <InAppLinks />
      <Routes>
        <Route element={<SiteLayout />}>
          {routes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
