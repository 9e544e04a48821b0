import type { AboutMilestone, AboutPageContent } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";

type AboutTimelineSectionProps = AboutPageContent["timeline"];

/** The milestones, year by year, on a vertical line. */
export function AboutTimelineSection({ milestones, ...section }: AboutTimelineSectionProps) {
  return (
    <Section {...section}>
      <ItemList
        items={milestones}
        ordered
        className="relative mx-auto max-w-3xl"
        itemClassName="stagger-item relative flex gap-5 pb-10 last:pb-0 sm:gap-8"
        before={
          <span
            className="absolute top-2 bottom-2 left-[1.6875rem] w-px bg-border sm:left-[2.4375rem]"
            aria-hidden="true"
          />
        }
        render={(milestone) => <Milestone {...milestone} />}
      />
    </Section>
  );
}

/** A year on the line, beside what happened in it. */
function Milestone({ year, title, description }: AboutMilestone) {
  return (
    <>
      <span className="relative z-10 flex size-14 shrink-0 items-center justify-center rounded-full border-4 border-background bg-primary text-sm font-bold text-primary-foreground shadow-sm sm:size-20 sm:text-lg">
        {year}
      </span>
      <div className="min-w-0 flex-1 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </div>
    </>
  );
}
