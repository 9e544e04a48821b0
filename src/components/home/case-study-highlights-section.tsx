import { useId } from "react";
import { ArrowRight, TrendingUp } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  InteractiveCard,
} from "@/components/ui/card";
import type { CaseStudyHighlight } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type CaseStudyHighlightsSectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Small heading above each card's results. */
  resultsLabel: string;
  linkLabel: string;
  items: CaseStudyHighlight[];
};

/** Short case study cards with their results, each leading to the case studies page. */
export function CaseStudyHighlightsSection({
  id = "case-studies",
  eyebrow,
  title,
  description,
  resultsLabel,
  linkLabel,
  items,
}: CaseStudyHighlightsSectionProps) {
  const baseId = useId();
  return (
    <Section id={id}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item, index) => {
          const titleId = `${baseId}-${index}`;
          return (
            <li key={item.title} className="stagger-item flex">
              <InteractiveCard className="relative w-full">
                <CardHeader>
                  <Badge variant="soft">{item.category}</Badge>
                  <CardTitle id={titleId} className="mt-2 text-xl">
                    {item.title}
                  </CardTitle>
                  <CardDescription className="text-base">{item.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-sm font-semibold">{resultsLabel}</p>
                  <ul className="mt-3 space-y-2">
                    {item.results.map((result) => (
                      <li key={result} className="flex gap-2.5">
                        <TrendingUp
                          className="mt-0.5 size-4 shrink-0 text-primary"
                          aria-hidden="true"
                        />
                        <span className="font-medium">{result}</span>
                      </li>
                    ))}
                  </ul>
                  <ul className="mt-5 flex flex-wrap gap-2">
                    {item.technologies.map((technology) => (
                      <li key={technology}>
                        <Badge variant="outline" className="font-medium">
                          {technology}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="border-t pt-5">
                  <Link
                    to={item.href}
                    aria-describedby={titleId}
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
                  >
                    {linkLabel}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </CardFooter>
              </InteractiveCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
