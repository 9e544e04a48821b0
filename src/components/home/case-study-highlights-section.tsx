import { TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { HomePageContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";
import { ResultChart } from "@/components/art/result-chart";
import { PhoneRail, phoneRailItem } from "@/components/sections/phone-rail";
import { HomeLinkCard } from "./home-link-card";

type CaseStudyHighlightsSectionProps = HomePageContent["caseStudies"];

/** Short case study cards with their results, each leading to the case studies page. */
export function CaseStudyHighlightsSection({
  resultsLabel,
  linkLabel,
  items,
  ...section
}: CaseStudyHighlightsSectionProps) {
  return (
    <Section {...section}>
      <PhoneRail className="gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className={cn("stagger-item", phoneRailItem)}>
            <HomeLinkCard
              href={item.href}
              linkLabel={linkLabel}
              subject={item.title}
              footerClassName="border-t pt-5"
            >
              <CardHeader>
                <Badge variant="soft">{item.category}</Badge>
                <CardTitle className="mt-2 text-xl">{item.title}</CardTitle>
                <CardDescription className="text-base">{item.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <ResultChart chart={item.chart} className="mb-5" />
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
            </HomeLinkCard>
          </li>
        ))}
      </PhoneRail>
    </Section>
  );
}
