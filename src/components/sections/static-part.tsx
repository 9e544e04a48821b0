import { useId, useState, type ReactNode } from "react";
import { keptPartHtml } from "@/lib/static-sections";

type StaticPartProps = {
  /** "span" inside phrasing content (a badge row's text, a button's neighbour). */
  as?: "div" | "span";
  children: ReactNode;
};

/**
 * A piece of a hydrated component with nothing to use but links (a card's cover, text and
 * facts; the footer's link columns): on the first page React keeps its prerendered HTML as one
 * opaque node, as it keeps a static section (src/lib/static-sections.ts), so none of its
 * components run. The wrapper is `display: contents`: its children lay out as the parent's.
 * Mind selectors that count children (`space-y-*`, `>`): wrap inside such a parent, not in it.
 * Whether it is kept is decided once, when it mounts: a part never swaps HTML for components.
 */
export function StaticPart({ as: Tag = "div", children }: StaticPartProps) {
  const id = useId();
  const [kept] = useState(() => keptPartHtml(id));
  if (kept !== undefined)
    return (
      <Tag data-static-part={id} className="contents" dangerouslySetInnerHTML={{ __html: kept }} />
    );
  return (
    <Tag data-static-part={id} className="contents">
      {children}
    </Tag>
  );
}
