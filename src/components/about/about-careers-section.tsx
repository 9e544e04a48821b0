import { ArrowRight, Clock, MapPin } from "lucide-react";
import { Link } from "@/components/ui/link";
import { IconTile } from "@/components/ui/icon-tile";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AboutOpenRole, AboutPageContent, AboutValue } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
import { cn } from "@/lib/utils";
import { PhoneRail, phoneRailItemBox } from "@/components/sections/phone-rail";
import { Section } from "@/components/sections/section";

type AboutCareersSectionProps = AboutPageContent["careers"];

/** Careers (the footer's Careers link lands here): perks, open roles and how to apply. */
export function AboutCareersSection({
  perks,
  rolesTitle,
  roles,
  applyTitle,
  applySteps,
  apply,
  ...section
}: AboutCareersSectionProps) {
  return (
    <Section {...section} tone="muted">
      <PhoneRail label={section.title} className="sm:grid-cols-2 lg:grid-cols-4">
        {perks.map((perk) => (
          <li
            key={perk.title}
            className={cn(
              "stagger-item rounded-xl border bg-card p-5 text-card-foreground shadow-sm",
              phoneRailItemBox,
            )}
          >
            <Perk {...perk} />
          </li>
        ))}
      </PhoneRail>

      <div className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h3 className="text-2xl font-bold tracking-tight">{rolesTitle}</h3>
          <ItemList
            items={roles}
            className="mt-6 space-y-4"
            itemClassName="rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/40"
            render={(role) => <OpenRole {...role} />}
          />
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
            <h3 className="text-2xl font-bold tracking-tight">{applyTitle}</h3>
            <ol className="mt-6 space-y-5">
              {applySteps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-1 text-muted-foreground">{step}</span>
                </li>
              ))}
            </ol>
            <Button asChild size="lg" className="mt-8 w-full">
              <Link to={apply.href}>
                {apply.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** A perk of working here: an icon, a title and a line. */
function Perk({ icon, title, description }: AboutValue) {
  return (
    <>
      <IconTile name={icon} box="size-10" />
      <h3 className="mt-4 font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
    </>
  );
}

/** An open position: title, team, what the work is, where and how. */
function OpenRole({ title, team, description, location, type }: AboutOpenRole) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-lg font-semibold">{title}</h4>
        <Badge variant="soft">{team}</Badge>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{description}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        {[
          { Icon: MapPin, text: location },
          { Icon: Clock, text: type },
        ].map(({ Icon, text }) => (
          <span key={text} className="inline-flex items-center gap-1.5">
            <Icon className="size-4" aria-hidden="true" />
            {text}
          </span>
        ))}
      </p>
    </>
  );
}
