import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { MobileNavDrawer } from "./mobile-nav";
import { ScrollManager } from "./scroll-manager";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { TakeoverSignal } from "./takeover-signal";

/** The shell every page shares: skip link, header, the page, footer, the mobile menu and toasts. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Outlet />
          <TakeoverSignal />
        </Suspense>
      </main>
      <SiteFooter />
      <MobileNavDrawer />
      <Toaster />
      <ScrollManager />
    </div>
  );
}
