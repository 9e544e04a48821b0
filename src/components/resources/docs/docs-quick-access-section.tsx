import { ArrowRight } from "lucide-react";
import { IconTile } from "@/components/ui/icon-tile";
import { CardTitleLink, InteractiveCard } from "@/components/ui/card";
import type { DocQuickAccessTile, SectionIntro } from "@/content/types";
import { Section } from "@/components/sections/section";

type DocsQuickAccessSectionProps = SectionIntro & {
  id?: string;
  tiles: DocQuickAccessTile[];
};

/** The six Quick Access tiles: whole-tile links to the API reference, SDK, status, releases and support. */
export function DocsQuickAccessSection({
  id = "quick-access",
  tiles,
  ...section
}: DocsQuickAccessSectionProps) {
  return (
    <Section id={id} {...section}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.title} className="stagger-item">
            <InteractiveCard className="group h-full p-4 sm:p-5">
              <div className="flex items-start justify-between">
                <IconTile
                  name={tile.icon}
                  className="transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
                />
                <ArrowRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
                  aria-hidden="true"
                />
              </div>
              <h3 className="mt-4 font-semibold">
                <CardTitleLink to={tile.href}>{tile.title}</CardTitleLink>
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{tile.description}</p>
            </InteractiveCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
