import { IconTile } from "@/components/ui/icon-tile";
import type { AboutPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading, SectionParagraphs } from "@/components/sections/section-heading";

type AboutMissionSectionProps = AboutPageContent["mission"];

/** Our story beside the mission and vision statements. */
export function AboutMissionSection({ id, story, statements }: AboutMissionSectionProps) {
  return (
    <Section id={id} tone="muted">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading {...story} align="left" className="mb-0 sm:mb-0" />
          <SectionParagraphs
            paragraphs={story.paragraphs}
            className="mt-6 space-y-4 text-lg text-muted-foreground"
          />
        </div>
        <div className="grid gap-6">
          {statements.map((statement) => (
            <article
              key={statement.id}
              id={statement.id}
              className="scroll-mt-24 rounded-2xl border bg-card p-8 text-card-foreground shadow-sm"
            >
              <div className="flex items-center gap-4">
                <IconTile name={statement.icon} size="lg" tone="solid" />
                <h3 className="text-2xl font-semibold">{statement.title}</h3>
              </div>
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{statement.text}</p>
            </article>
          ))}
        </div>
      </div>
    </Section>
  );
}
