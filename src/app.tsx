import { useEffect, useRef } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { ThemeSync } from "@/components/layout/theme-sync";
import NotFoundPage from "@/pages/not-found-page";
import { leaveFirstPage } from "@/lib/hydration";
import { routes } from "@/routes";

/** Tells the section wrapper when the first page is left: sections then render at once. */
function HydrationTracker() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) leaveFirstPage();
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <>
      <ThemeSync />
      <HydrationTracker />
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
