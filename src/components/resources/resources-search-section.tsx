import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ResourceKind, ResourcesPageContent } from "@/content/types";
import { useSearchBox } from "@/hooks/use-search-box";
import { countResults, searchResources, type ResourceSearchItem } from "@/lib/resource-search";
import { fillTemplate } from "@/lib/text";
import {
  ResourceSearchBox,
  SearchResultGroup,
  SearchResultItem,
} from "@/components/resources/resources-search-box";

/** How many results a group shows before 'Show all'. */
const GROUP_PREVIEW = 4;

type ResourcesSearchProps = {
  copy: ResourcesPageContent["search"];
  items: ResourceSearchItem[];
  /** The listing page of each resource area, for the 'Browse all' links. */
  listings: Record<ResourceKind, string>;
};

/** The hub's search: every resource library, results grouped by type as you type. */
export function ResourcesSearch({ copy, items, listings }: ResourcesSearchProps) {
  const [expanded, setExpanded] = useState<ResourceKind[]>([]);
  // A new query collapses every group back to its first few results.
  const search = useSearchBox(() => setExpanded([]));
  const { deferredQuery } = search;
  const groups = useMemo(() => searchResources(items, deferredQuery), [items, deferredQuery]);

  return (
    <ResourceSearchBox copy={copy} search={search} count={countResults(groups)}>
      {groups.map((group) => {
        const isExpanded = expanded.includes(group.kind);
        const visible = isExpanded ? group.items : group.items.slice(0, GROUP_PREVIEW);
        return (
          <SearchResultGroup
            key={group.kind}
            title={copy.groupLabels[group.kind]}
            count={group.items.length}
            viewAll={{ label: copy.viewAllLabel, href: listings[group.kind] }}
          >
            {visible.map((item) => (
              <SearchResultItem
                key={item.href + item.title}
                href={item.href}
                title={item.title}
                description={item.description}
                meta={<Badge variant="soft">{item.category}</Badge>}
              />
            ))}
            {group.items.length > GROUP_PREVIEW && (
              <li className="pt-2">
                <Button
                  variant="link"
                  size="inline"
                  aria-expanded={isExpanded}
                  onClick={() =>
                    setExpanded((current) =>
                      isExpanded
                        ? current.filter((kind) => kind !== group.kind)
                        : [...current, group.kind],
                    )
                  }
                >
                  {isExpanded
                    ? copy.showLessLabel
                    : fillTemplate(copy.showMoreLabel, { count: group.items.length })}
                  <span className="sr-only"> {copy.groupLabels[group.kind]}</span>
                </Button>
              </li>
            )}
          </SearchResultGroup>
        );
      })}
    </ResourceSearchBox>
  );
}
