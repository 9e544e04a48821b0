import { Icon } from "@/components/icons/icon";
import type { AboutPageContent } from "@/content/types";
import { Section } from "@/components/sections/section";

type AboutMissionSectionProps = Pick<AboutPageContent, "mission" | "vision" | "story"> & {
  id?: string;
};

/** Our story beside the mission and vision statements. */
export function AboutMissionSection({
  id = "mission-vision",
  mission,
  vision,
  story,
}: AboutMissionSectionProps) {
  return (
    <Section id={id} tone="muted">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          {story.eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">
              {story.eyebrow}
            </p>
          )}
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{story.title}</h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="grid gap-6">
          {[mission, vision].map((statement) => (
            <article
              key={statement.id}
              id={statement.id}
              className="scroll-mt-24 rounded-2xl border bg-card p-8 text-card-foreground shadow-sm"
            >
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon name={statement.icon} className="size-6" />
                </span>
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
