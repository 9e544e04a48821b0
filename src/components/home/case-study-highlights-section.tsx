import { Badge } from "@/components/ui/badge";
import { CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { HomePageContent } from "@/content/types";
import { cn } from "@/lib/utils";
import {
  CaseStudyResults,
  CaseStudyTechnologies,
} from "@/components/case-studies/case-study-parts";
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
      <PhoneRail gap="lg" className="md:grid-cols-2">
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
                <CardTitle size="xl" className="mt-2">
                  {item.title}
                </CardTitle>
                <CardDescription size="base">{item.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <ResultChart chart={item.chart} className="mb-5" />
                <p className="text-sm font-semibold">{resultsLabel}</p>
                <CaseStudyResults results={item.results} look="card" />
                <CaseStudyTechnologies technologies={item.technologies} look="card" />
              </CardContent>
            </HomeLinkCard>
          </li>
        ))}
      </PhoneRail>
    </Section>
  );
}
