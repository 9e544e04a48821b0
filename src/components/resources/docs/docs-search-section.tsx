import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { difficultyBadgeVariants } from "@/content/resources/docs/documentation";
import type { DocCategory, DocGuide, DocumentationPageContent } from "@/content/types";
import { useSearchBox } from "@/hooks/use-search-box";
import { searchDocumentation } from "@/lib/resource-search";
import {
  ResourceSearchBox,
  SearchResultGroup,
  SearchResultItem,
} from "@/components/resources/resources-search-box";

type DocsSearchProps = {
  copy: DocumentationPageContent["search"];
  guides: DocGuide[];
  categories: DocCategory[];
};

/** The documentation search: guides and categories (with their topics), filtered as you type. */
export function DocsSearch({ copy, guides, categories }: DocsSearchProps) {
  const search = useSearchBox();
  const { deferredQuery } = search;
  const result = useMemo(
    () => searchDocumentation(guides, categories, deferredQuery),
    [guides, categories, deferredQuery],
  );
  const count = result.guides.length + result.categories.length;

  return (
    <ResourceSearchBox copy={copy} search={search} count={count}>
      {result.guides.length > 0 && (
        <SearchResultGroup title={copy.guidesLabel} count={result.guides.length}>
          {result.guides.map((guide) => (
            <SearchResultItem key={guide.title} {...guide} meta={<GuideFacts guide={guide} />} />
          ))}
        </SearchResultGroup>
      )}
      {result.categories.length > 0 && (
        <SearchResultGroup title={copy.categoriesLabel} count={result.categories.length}>
          {result.categories.map(({ category, topics }) => (
            <SearchResultItem
              key={category.id}
              {...category}
              meta={
                <>
                  <Badge variant="soft">{category.count}</Badge>
                  {topics.length > 0 && (
                    <span className="text-xs text-muted-foreground">
                      {copy.matchedTopicsLabel} {topics.map((topic) => topic.title).join(", ")}
                    </span>
                  )}
                </>
              }
            />
          ))}
        </SearchResultGroup>
      )}
    </ResourceSearchBox>
  );
}

/** Under a matching guide: its difficulty, category and reading time. */
function GuideFacts({ guide }: { guide: DocGuide }) {
  return (
    <>
      <Badge variant={difficultyBadgeVariants[guide.difficulty]}>{guide.difficulty}</Badge>
      <Badge variant="outline">{guide.category}</Badge>
      <span className="text-xs text-muted-foreground">{guide.readTime}</span>
    </>
  );
}
