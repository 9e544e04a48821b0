/**
 * Every item that gets a cover, read from the content modules (never a list of slugs kept
 * here): blog posts, insights, white papers and research studies. Loaded through Vite (the
 * dev server or its module runner), so `@/` imports and `import.meta.glob` work, and a module
 * added to one of these folders is picked up without an edit here.
 */
import { coverSlug, type CoverKind } from "@/lib/covers";

export type CoverItem = { kind: CoverKind; slug: string; title: string; category: string };

type Modules = Record<string, Record<string, unknown>>;

/** Each kind's modules; the listing module comes first, so its title and category win. */
const sources: { kind: CoverKind; listing: string; modules: Modules }[] = [
  {
    kind: "blog",
    listing: "posts.ts",
    modules: import.meta.glob("/src/content/resources/blog/posts.ts", { eager: true }),
  },
  {
    kind: "insights",
    listing: "insights.ts",
    modules: import.meta.glob("/src/content/resources/insights/*.ts", { eager: true }),
  },
  {
    kind: "white-papers",
    listing: "white-papers.ts",
    modules: import.meta.glob("/src/content/resources/white-papers/*.ts", { eager: true }),
  },
  {
    kind: "research",
    listing: "research.ts",
    modules: import.meta.glob("/src/content/resources/research/*.ts", { eager: true }),
  },
];

type Candidate = { slug?: unknown; href?: unknown; title?: unknown; category?: unknown };
type Found = Candidate & { title: string; category: string };

function isItem(value: unknown): value is Found {
  if (typeof value !== "object" || value === null) return false;
  const { slug, href, title, category } = value as Candidate;
  return (
    typeof title === "string" &&
    typeof category === "string" &&
    (typeof slug === "string" || (typeof href === "string" && href.startsWith("/resources/")))
  );
}

/** The items of one module: exported items and exported lists of items. */
function itemsOf(module: Record<string, unknown>): Found[] {
  return Object.values(module).flatMap((value) =>
    Array.isArray(value) ? value.filter(isItem) : isItem(value) ? [value] : [],
  );
}

export function coverItems(): CoverItem[] {
  const items = new Map<string, CoverItem>();
  for (const { kind, listing, modules } of sources) {
    const paths = Object.keys(modules).sort(
      (a, b) => Number(!a.endsWith(`/${listing}`)) - Number(!b.endsWith(`/${listing}`)),
    );
    for (const path of paths) {
      for (const item of itemsOf(modules[path]!)) {
        const slug = coverSlug({
          slug: typeof item.slug === "string" ? item.slug : undefined,
          href: typeof item.href === "string" ? item.href : undefined,
        });
        if (!slug || !/^[a-z0-9-]+$/.test(slug) || items.has(`${kind}/${slug}`)) continue;
        items.set(`${kind}/${slug}`, { kind, slug, title: item.title, category: item.category });
      }
    }
  }
  return [...items.values()];
}
