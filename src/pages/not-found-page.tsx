import { Suspense, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "@/components/ui/link";
import { Seo } from "@/components/layout/seo";
import { Button } from "@/components/ui/button";
import { notFound } from "@/content/not-found";
import { useHydrated } from "@/hooks/use-hydrated";
import { lazyComponent } from "@/lib/lazy";

// The search brings every resource's title with it: it loads only once a 404 page shows.
const NotFoundSearch = lazyComponent(
  () => import("./not-found-search"),
  (module) => module.default,
);

/** Any unknown path, and any unknown slug of a template route. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const showSearch = useHydrated();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    // The search box needs the app: it takes over as soon as the page is painted (src/boot/boot.ts).
    <section
      data-takeover="load"
      className="container flex min-h-[60vh] flex-col items-center justify-center gap-6 py-24 text-center"
    >
      <Seo meta={notFound.meta} notFound />
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold sm:text-3xl">{notFound.heading}</h1>
      <p className="max-w-md text-muted-foreground">{notFound.description}</p>
      <Button asChild size="lg">
        <Link to="/">{notFound.homeLabel}</Link>
      </Button>
      {/* Reserves the search box's height so the suggestions below do not jump when it arrives. */}
      <div className="flex min-h-40 w-full justify-center">
        {showSearch && (
          <Suspense fallback={null}>
            <NotFoundSearch />
          </Suspense>
        )}
      </div>
      <nav aria-labelledby="not-found-suggestions" className="w-full max-w-3xl text-left">
        <h2 id="not-found-suggestions" className="text-center text-lg font-semibold">
          {notFound.suggestions.title}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {notFound.suggestions.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="block h-full rounded-lg border bg-card p-4 text-card-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
              >
                <span className="block font-semibold">{link.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
