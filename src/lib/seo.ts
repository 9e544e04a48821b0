import { mainNav } from "@/content/navigation";
import { site } from "@/content/site";
import type { NavItem, PageMeta } from "@/content/types";
import { ogImagePath } from "@/lib/og-image";

/** One tag in <head>. The same list is written into the prerendered HTML and kept in sync in the browser. */
export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta" | "link"; attrs: Record<string, string> }
  | { tag: "script"; attrs: Record<string, string>; text: string };

export type JsonLd = Record<string, unknown>;

export type SeoInput = PageMeta & {
  /** The route path, e.g. "/services/automation". */
  path: string;
  type?: "website" | "article";
  /** Structured data for search engines (schema.org objects). */
  jsonLd?: JsonLd[];
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
};

/** The public origin: VITE_SITE_URL at build time, else the site-config value. */
export const siteUrl = (import.meta.env.VITE_SITE_URL || site.url).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

const navLabels = new Map<string, string>(
  mainNav.flatMap((item: NavItem) => [
    [item.href, item.label] as const,
    ...(item.children ?? []).map((child) => [child.href, child.label] as const),
  ]),
);

/** Home > Section > Page, for pages two or more levels deep. */
export function breadcrumbJsonLd(path: string, title: string): JsonLd | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const crumbs: { name: string; path: string }[] = [{ name: "Home", path: "/" }];
  segments.forEach((_, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const name = isLast ? title : navLabels.get(crumbPath);
    if (name) crumbs.push({ name, path: crumbPath });
  });
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function buildHeadTags({
  title,
  description,
  path,
  type = "website",
  jsonLd = [],
  noindex,
}: SeoInput): HeadTag[] {
  const url = absoluteUrl(path);
  // Every route has its own preview, written by the build; so has the 404 page, whatever
  // the address it answers.
  const image = absoluteUrl(ogImagePath(noindex ? "/404" : path));
  const imageAlt = title;
  const structured = [...jsonLd, breadcrumbJsonLd(path, title)].filter(
    (item) => item !== undefined,
  );
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: "meta", attrs });
  return [
    { tag: "title", text: title },
    meta({ name: "description", content: description }),
    ...(noindex
      ? [meta({ name: "robots", content: "noindex" })]
      : [{ tag: "link", attrs: { rel: "canonical", href: url } } satisfies HeadTag]),
    meta({ property: "og:type", content: type }),
    meta({ property: "og:title", content: title }),
    meta({ property: "og:description", content: description }),
    meta({ property: "og:url", content: url }),
    meta({ property: "og:image", content: image }),
    meta({ property: "og:image:width", content: String(site.ogImage.width) }),
    meta({ property: "og:image:height", content: String(site.ogImage.height) }),
    meta({ property: "og:image:alt", content: imageAlt }),
    meta({ name: "twitter:card", content: "summary_large_image" }),
    meta({ name: "twitter:title", content: title }),
    meta({ name: "twitter:description", content: description }),
    meta({ name: "twitter:image", content: image }),
    meta({ name: "twitter:image:alt", content: imageAlt }),
    ...structured.map((data): HeadTag => ({
      tag: "script",
      attrs: { type: "application/ld+json" },
      // "<" escaped so text in the data can never close the script element.
      text: JSON.stringify(data).replace(/</g, "\\u003c"),
    })),
  ];
}

const SEO_ATTR = "data-seo";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The tags as HTML, for the prerendered page. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === "title") return `<title>${escapeHtml(tag.text)}</title>`;
      const attrs = Object.entries({ ...tag.attrs, [SEO_ATTR]: "" })
        .map(([name, value]) => (value === "" ? name : `${name}="${escapeHtml(value)}"`))
        .join(" ");
      return tag.tag === "script"
        ? `<script ${attrs}>${tag.text}</script>`
        : `<${tag.tag} ${attrs}>`;
    })
    .join("\n    ");
}

/** Replaces the page's head tags after a client-side navigation. */
export function applyHeadTags(tags: HeadTag[], doc: Document = document) {
  doc.head.querySelectorAll(`[${SEO_ATTR}]`).forEach((element) => element.remove());
  for (const tag of tags) {
    if (tag.tag === "title") {
      doc.title = tag.text;
      continue;
    }
    const element = doc.createElement(tag.tag);
    Object.entries(tag.attrs).forEach(([name, value]) => element.setAttribute(name, value));
    element.setAttribute(SEO_ATTR, "");
    if (tag.tag === "script") element.textContent = tag.text;
    doc.head.append(element);
  }
}
