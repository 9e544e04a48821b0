import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "@/components/ui/link";
import { Seo } from "@/components/layout/seo";
import { Button } from "@/components/ui/button";
import { notFound } from "@/content/not-found";

/** Any unknown path, and any unknown slug of a template route. */
export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center gap-6 py-24 text-center">
      <Seo meta={notFound.meta} notFound />
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold sm:text-3xl">{notFound.heading}</h1>
      <p className="max-w-md text-muted-foreground">{notFound.description}</p>
      <Button asChild size="lg">
        <Link to="/">{notFound.homeLabel}</Link>
      </Button>
    </section>
  );
}
