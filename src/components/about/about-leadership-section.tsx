import { Briefcase } from "lucide-react";
import { BadgeList } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { AboutLeader, AboutPageContent } from "@/content/types";
import { PhoneRail, phoneRailItem } from "@/components/sections/phone-rail";
import { cn } from "@/lib/utils";
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
      <PhoneRail label={section.title} gap="lg" className="md:grid-cols-2">
        {leaders.map((leader) => (
          <li key={leader.name} className={cn("stagger-item", phoneRailItem)}>
            <Leader {...leader} experienceLabel={experienceLabel} expertiseLabel={expertiseLabel} />
          </li>
        ))}
      </PhoneRail>
    </Section>
  );
}

type LeaderProps = AboutLeader & { experienceLabel: string; expertiseLabel: string };

/** A leader: portrait, name and role, a short bio, experience and expertise. */
function Leader({
  name,
  portrait,
  role,
  bio,
  experience,
  expertise,
  experienceLabel,
  expertiseLabel,
}: LeaderProps) {
  return (
    <Card className="w-full p-6 hover:shadow-md sm:p-8">
      <div className="flex items-center gap-5">
        <Portrait traits={portrait} className="size-20 sm:size-24" />
        <div className="min-w-0">
          <h3 className="text-xl font-semibold">{name}</h3>
          <p className="text-sm font-medium text-primary">{role}</p>
        </div>
      </div>
      <p className="mt-5 flex-1 leading-relaxed text-muted-foreground">{bio}</p>
      <dl className="mt-6 space-y-3 border-t pt-5 text-sm">
        <div className="flex items-center gap-2">
          <Briefcase className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="font-medium">{experienceLabel}:</dt>
          <dd className="text-muted-foreground">{experience}</dd>
        </div>
        <div>
          <dt className="sr-only">{expertiseLabel}</dt>
          <dd>
            <BadgeList items={expertise} variant="secondary" label={expertiseLabel} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
