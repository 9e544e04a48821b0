import { createContext } from "react";
import type { HeadTag } from "./seo";

/**
 * Filled while a page is prerendered: the page's <Seo> writes its head tags
 * here, and the 404 page marks the render as not found. In the browser there
 * is no collector and <Seo> updates document.head instead.
 */
export type HeadCollector = {
  tags: HeadTag[];
  notFound: boolean;
  report: (tags: HeadTag[], notFound: boolean) => void;
};

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function createHeadCollector(): HeadCollector {
  const collector: HeadCollector = {
    tags: [],
    notFound: false,
    report(tags, notFound) {
      collector.tags = tags;
      collector.notFound = notFound;
    },
  };
  return collector;
}
