import { CheckList } from "@/components/ui/check-list";
import { IconTile } from "@/components/ui/icon-tile";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardTitle, CardTitleLink, InteractiveCard } from "@/components/ui/card";
import type { DocCategory, DocumentationPageContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { CardCue } from "@/components/sections/card-cue";
import { PhoneRail, phoneRailItem } from "@/components/sections/phone-rail";
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
      <PhoneRail className="sm:gap-6 md:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id} className={cn("stagger-item", phoneRailItem)}>
            <CategoryCard {...category} topicsLabel={topicsLabel} browseLabel={browseLabel} />
          </li>
        ))}
      </PhoneRail>
    </Section>
  );
}

type CategoryCardProps = DocCategory & { topicsLabel: string; browseLabel: string };

/** A category: its icon, title (the card's link), count, description and top topics. */
function CategoryCard({
  icon,
  href,
  title,
  count,
  description,
  topics,
  topicsLabel,
  browseLabel,
}: CategoryCardProps) {
  return (
    <InteractiveCard className="group w-full p-5 sm:p-8">
      <div className="flex flex-wrap items-start gap-4">
        <IconTile name={icon} size="lg" />
        <div className="min-w-0 flex-1">
          <CardTitle size="xl">
            <CardTitleLink to={href}>{title}</CardTitleLink>
          </CardTitle>
          <Badge variant="soft" className="mt-2">
            {count}
          </Badge>
        </div>
      </div>
      <CardDescription size="base" className="mt-4">
        {description}
      </CardDescription>
      <p className="mt-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {topicsLabel}
      </p>
      <CheckList
        size="sm"
        items={topics.slice(0, CARD_TOPICS).map((topic) => topic.title)}
        gap="gap-2"
        className="mt-3 flex-1"
      />
      <CardCue label={browseLabel} look="outline" className="mt-6 self-start" />
    </InteractiveCard>
  );
}
