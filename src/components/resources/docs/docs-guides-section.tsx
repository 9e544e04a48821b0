import { Clock, Eye, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardDescription, CardTitle, CardTitleLink, InteractiveCard } from "@/components/ui/card";
import { difficultyBadgeVariants } from "@/content/resources/docs/documentation";
import type { DocGuide, DocumentationPageContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { CardCue } from "@/components/sections/card-cue";
import { PhoneRail, phoneRailItem } from "@/components/sections/phone-rail";
import { Section } from "@/components/sections/section";

type DocsGuidesSectionProps = DocumentationPageContent["guides"] & {
  id?: string;
  guides: DocGuide[];
};

/**
 * Popular Guides: category, difficulty, read time, rating, views and 'Read Guide'; a strip to
 * swipe on phones. Each title
 * links to the part of the documentation or the API reference that the guide covers.
 */
export function DocsGuidesSection({
  id = "popular-guides",
  readLabel,
  readTimeLabel,
  ratingLabel,
  viewsLabel,
  guides,
  ...section
}: DocsGuidesSectionProps) {
  return (
    <Section id={id} {...section}>
      <PhoneRail className="sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.title} className={cn("stagger-item", phoneRailItem)}>
            <InteractiveCard className="group w-full p-5 sm:p-6">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{guide.category}</Badge>
                <Badge variant={difficultyBadgeVariants[guide.difficulty]}>
                  {guide.difficulty}
                </Badge>
              </div>
              <p className="mt-4 text-xs font-semibold tracking-wider text-primary uppercase">
                {guide.type}
              </p>
              <CardTitle size="lg" className="mt-1">
                <CardTitleLink to={guide.href}>{guide.title}</CardTitleLink>
              </CardTitle>
              <CardDescription className="mt-2 flex-1">{guide.description}</CardDescription>
              <dl className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-4 text-sm text-muted-foreground">
                {guideFacts(guide, { readTimeLabel, ratingLabel, viewsLabel }).map(
                  ({ icon: FactIcon, iconClassName, label, value, valueClassName }) => (
                    <div key={label} className="flex items-center gap-1.5">
                      <dt>
                        <FactIcon className={cn("size-4", iconClassName)} aria-hidden="true" />
                        <span className="sr-only">{label}</span>
                      </dt>
                      <dd className={valueClassName}>{value}</dd>
                    </div>
                  ),
                )}
              </dl>
              <CardCue label={readLabel} look="button" className="mt-5 w-full" />
            </InteractiveCard>
          </li>
        ))}
      </PhoneRail>
    </Section>
  );
}

type GuideFactLabels = Pick<DocsGuidesSectionProps, "readTimeLabel" | "ratingLabel" | "viewsLabel">;

/** A guide card's facts: reading time, rating and views, each led by its icon. */
function guideFacts(guide: DocGuide, labels: GuideFactLabels) {
  return [
    { icon: Clock, label: labels.readTimeLabel, value: guide.readTime },
    {
      icon: Star,
      iconClassName: "fill-current text-primary",
      label: labels.ratingLabel,
      value: guide.rating.toFixed(1),
      valueClassName: "font-medium text-foreground",
    },
    { icon: Eye, label: labels.viewsLabel, value: `${guide.views} ${labels.viewsLabel}` },
  ];
}
