import { Briefcase } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { AboutPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { Portrait } from "@/components/art/portrait";

type AboutLeadershipSectionProps = AboutPageContent["leadership"];

/** The leadership team: illustrated portrait, name, role, experience, expertise and a short bio. */
export function AboutLeadershipSection({
  leaders,
  experienceLabel,
  expertiseLabel,
  ...section
}: AboutLeadershipSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ul className="grid gap-6 md:grid-cols-2">
        {leaders.map((leader) => (
          <li key={leader.name} className="stagger-item">
            <Card className="h-full p-6 transition-shadow hover:shadow-md sm:p-8">
              <div className="flex items-center gap-5">
                <Portrait traits={leader.portrait} className="size-20 sm:size-24" />
                <div className="min-w-0">
                  <h3 className="text-xl font-semibold">{leader.name}</h3>
                  <p className="text-sm font-medium text-primary">{leader.role}</p>
                </div>
              </div>
              <p className="mt-5 flex-1 leading-relaxed text-muted-foreground">{leader.bio}</p>
              <dl className="mt-6 space-y-3 border-t pt-5 text-sm">
                <div className="flex items-center gap-2">
                  <Briefcase className="size-4 text-muted-foreground" aria-hidden="true" />
                  <dt className="font-medium">{experienceLabel}:</dt>
                  <dd className="text-muted-foreground">{leader.experience}</dd>
                </div>
                <div>
                  <dt className="sr-only">{expertiseLabel}</dt>
                  <dd>
                    <ul className="flex flex-wrap gap-2" aria-label={expertiseLabel}>
                      {leader.expertise.map((skill) => (
                        <li key={skill}>
                          <Badge variant="secondary">{skill}</Badge>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
