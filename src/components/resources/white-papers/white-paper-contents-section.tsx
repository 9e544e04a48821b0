import type { WhitePaperPageContent } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";

type WhitePaperContentsSectionProps = WhitePaperPageContent["contents"];

/** The chapters of a white paper, numbered, with a line on each. */
export function WhitePaperContentsSection({
  chapters,
  ...section
}: WhitePaperContentsSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ItemList
        items={chapters}
        ordered
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="stagger-item flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-all hover:border-primary/40 hover:shadow-md"
        render={(chapter, index) => <Chapter {...chapter} number={index + 1} />}
      />
    </Section>
  );
}

type ChapterProps = WhitePaperContentsSectionProps["chapters"][number] & { number: number };

/** A chapter: its number, title and a line on what it covers. */
function Chapter({ number, title, description }: ChapterProps) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
      >
        {number}
      </span>
      <div>
        <h3 className="leading-snug font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
    </>
  );
}
