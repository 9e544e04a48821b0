import { Clock, Eye, Star } from "lucide-react";
import { CardLink } from "@/components/ui/card-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDescription, CardTitle, InteractiveCard } from "@/components/ui/card";
import { difficultyBadgeVariants } from "@/content/resources/docs/documentation";
import type { DocGuide, DocumentationPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type DocsGuidesSectionProps = DocumentationPageContent["guides"] & {
  id?: string;
  guides: DocGuide[];
};

/** Popular Guides: category, difficulty, read time, rating, views and 'Read Guide'. */
export function DocsGuidesSection({
  id = "popular-guides",
  eyebrow,
  title,
  description,
  readLabel,
  readTimeLabel,
  ratingLabel,
  viewsLabel,
  guides,
}: DocsGuidesSectionProps) {
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.title} className="stagger-item">
            <InteractiveCard className="h-full p-6">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{guide.category}</Badge>
                <Badge variant={difficultyBadgeVariants[guide.difficulty]}>
                  {guide.difficulty}
                </Badge>
              </div>
              <p className="mt-4 text-xs font-semibold tracking-wider text-primary uppercase">
                {guide.type}
              </p>
              <CardTitle className="mt-1 text-lg">{guide.title}</CardTitle>
              <CardDescription className="mt-2 flex-1">{guide.description}</CardDescription>
              <dl className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-4 text-sm text-muted-foreground">
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Clock className="size-4" aria-hidden="true" />
                    <span className="sr-only">{readTimeLabel}</span>
                  </dt>
                  <dd>{guide.readTime}</dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Star className="size-4 fill-current text-primary" aria-hidden="true" />
                    <span className="sr-only">{ratingLabel}</span>
                  </dt>
                  <dd className="font-medium text-foreground">{guide.rating.toFixed(1)}</dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Eye className="size-4" aria-hidden="true" />
                    <span className="sr-only">{viewsLabel}</span>
                  </dt>
                  <dd>
                    {guide.views} {viewsLabel}
                  </dd>
                </div>
              </dl>
              <Button asChild className="mt-5 w-full">
                <CardLink to={guide.href} label={readLabel} subject={guide.title} />
              </Button>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
