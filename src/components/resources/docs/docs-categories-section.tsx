import { CheckList } from "@/components/ui/check-list";
import { IconTile } from "@/components/ui/icon-tile";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardTitle, CardTitleLink, InteractiveCard } from "@/components/ui/card";
import type { DocCategory, DocumentationPageContent } from "@/content/types";
import { CardCue } from "@/components/sections/card-cue";
import { Section } from "@/components/sections/section";

/** How many topics a category card lists. */
const CARD_TOPICS = 4;

type DocsCategoriesSectionProps = DocumentationPageContent["categories"] & {
  id?: string;
  categories: DocCategory[];
};

/** The four documentation categories with their counts, top topics and a 'Browse' link. */
export function DocsCategoriesSection({
  id = "categories",
  browseLabel,
  topicsLabel,
  categories,
  ...section
}: DocsCategoriesSectionProps) {
  return (
    <Section id={id} {...section} tone="muted">
      <ul className="grid gap-6 md:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id} className="stagger-item">
            <InteractiveCard className="group h-full p-5 sm:p-8">
              <div className="flex flex-wrap items-start gap-4">
                <IconTile name={category.icon} size="lg" />
                <div className="min-w-0 flex-1">
                  <CardTitle className="text-xl">
                    <CardTitleLink to={category.href}>{category.title}</CardTitleLink>
                  </CardTitle>
                  <Badge variant="soft" className="mt-2">
                    {category.count}
                  </Badge>
                </div>
              </div>
              <CardDescription className="mt-4 text-base">{category.description}</CardDescription>
              <p className="mt-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {topicsLabel}
              </p>
              <CheckList
                size="sm"
                items={category.topics.slice(0, CARD_TOPICS).map((topic) => topic.title)}
                className="mt-3 flex-1 gap-2"
              />
              <CardCue label={browseLabel} look="outline" className="mt-6 self-start" />
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
