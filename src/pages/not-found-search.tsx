import { useLocation } from "react-router-dom";
import { ResourcesSearch } from "@/components/resources/resources-search-section";
import { Link } from "@/components/ui/link";
import { footerColumns, mainNav } from "@/content/navigation";
import { notFound } from "@/content/not-found";
import { resourcesPage } from "@/content/resources/resources";
import type { ResourceKind } from "@/content/types";
import { resourceIndex } from "@/lib/resource-index";
import { closestPage, type PageCandidate } from "./not-found-match";

const listings = Object.fromEntries(
  resourcesPage.types.items.map((item) => [item.kind, item.href]),
) as Record<ResourceKind, string>;

type NavEntry = { label: string; href?: string; children?: NavEntry[] };

/** Every page a visitor can reach from the menus. */
function navPages(entries: NavEntry[]): PageCandidate[] {
  return entries.flatMap((entry) => [
    ...(entry.href && !entry.href.includes("#") ? [{ href: entry.href, title: entry.label }] : []),
    ...navPages(entry.children ?? []),
  ]);
}

const candidates: PageCandidate[] = [
  ...navPages(mainNav as NavEntry[]),
  ...navPages(footerColumns.flatMap((column) => column.links)),
  ...resourceIndex.filter((item) => item.href.startsWith("/") && !item.href.includes("#")),
];

/**
 * The 404 page's way back: the page a mistyped address most likely meant, and the resource
 * hub's search over every article, paper, study, guide and insight. Loaded after the page
 * shows, so the content it searches stays out of every other page's JavaScript.
 */
export default function NotFoundSearch() {
  const { pathname } = useLocation();
  const meant = closestPage(pathname, candidates);
  return (
    <div className="w-full max-w-2xl">
      {meant && (
        <p className="text-lg">
          {notFound.didYouMeanLabel}{" "}
          <Link to={meant.href} className="font-semibold text-primary underline underline-offset-4">
            {meant.title}
          </Link>
          ?
        </p>
      )}
      <ResourcesSearch
        copy={{ ...resourcesPage.search, ...notFound.search }}
        items={resourceIndex}
        listings={listings}
      />
    </div>
  );
}
