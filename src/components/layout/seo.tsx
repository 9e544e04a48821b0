import { useContext, useEffect } from "react";
import { useLocation } from "react-router-dom";
import type { PageMeta } from "@/content/types";
import { HeadCollectorContext } from "@/lib/head-collector";
import { applyHeadTags, buildHeadTags, type JsonLd } from "@/lib/seo";

type SeoProps = {
  meta: PageMeta;
  type?: "website" | "article";
  jsonLd?: JsonLd[];
  /** Marks the 404 page: no canonical, noindex, and the prerender treats the path as unknown. */
  notFound?: boolean;
};

/** Title, description, canonical, social preview tags and structured data for the current page. */
export function Seo({ meta, type, jsonLd, notFound = false }: SeoProps) {
  const { pathname } = useLocation();
  const tags = buildHeadTags({ ...meta, path: pathname, type, jsonLd, noindex: notFound });
  const collector = useContext(HeadCollectorContext);
  // Prerendering runs no effects, so the render itself reports the tags.
  collector?.report(tags, notFound);
  const serialized = JSON.stringify(tags);
  useEffect(() => applyHeadTags(JSON.parse(serialized)), [serialized]);
  return null;
}
