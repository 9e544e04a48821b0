import { ArrowRight, Check } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/icons/icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDescription, CardTitle, InteractiveCard } from "@/components/ui/card";
import type { DocCategory, DocumentationPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

/** How many topics a category card lists. */
const CARD_TOPICS = 4;

type DocsCategoriesSectionProps = DocumentationPageContent["categories"] & {
  id?: string;
  categories: DocCategory[];
};

/** The four documentation categories with their counts, top topics and a 'Browse' link. */
export function DocsCategoriesSection({
  id = "categories",
  eyebrow,
  title,
  description,
  browseLabel,
  topicsLabel,
  categories,
}: DocsCategoriesSectionProps) {
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 md:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id} className="stagger-item">
            <InteractiveCard className="h-full p-6 sm:p-8">
              <div className="flex flex-wrap items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon name={category.icon} className="size-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <CardTitle className="text-xl">{category.title}</CardTitle>
                  <Badge variant="soft" className="mt-2">
                    {category.count}
                  </Badge>
                </div>
              </div>
              <CardDescription className="mt-4 text-base">{category.description}</CardDescription>
              <p className="mt-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {topicsLabel}
              </p>
              <ul className="mt-3 flex-1 space-y-2">
                {category.topics.slice(0, CARD_TOPICS).map((topic) => (
                  <li key={topic.title} className="flex items-start gap-2 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{topic.title}</span>
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-6 self-start">
                <Link to={category.href} aria-label={`${browseLabel} ${category.title}`}>
                  {browseLabel}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
