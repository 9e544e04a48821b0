import type { TechnologyStackContent } from "@/content/types";
import { IconTile } from "@/components/ui/icon-tile";
import { cn } from "@/lib/utils";
import { Section } from "./section";

type TechnologyStackSectionProps = TechnologyStackContent & { tone?: "default" | "muted" };

/**
 * The technologies as a dense grid of small tiles: three across on a phone (icon over name
 * and category), icon beside the text from the `sm` breakpoint up.
 */
export function TechnologyStackSection({
  tone = "muted",
  items,
  ...section
}: TechnologyStackSectionProps) {
  return (
    <Section tone={tone} {...section}>
      <ul
        className={cn(
          "grid grid-cols-2 gap-2 min-[360px]:grid-cols-3 sm:gap-3 lg:grid-cols-4",
          // Full rows only: six across for long lists.
          items.length > 8 && items.length % 6 === 0 && "xl:grid-cols-6",
        )}
      >
        {items.map((item) => (
          <li
            key={item.name}
            className="stagger-item flex flex-col items-center gap-1 rounded-lg border bg-card px-1.5 py-2 text-center shadow-sm sm:flex-row sm:gap-3 sm:p-4 sm:text-left"
          >
            <IconTile name={item.icon} size="sm" box="size-8 sm:size-10" />
            <span className="min-w-0">
              <span className="block text-sm leading-snug font-semibold break-words sm:text-base">
                {item.name}
              </span>
              <span className="block text-xs leading-snug text-muted-foreground sm:text-sm">
                {item.category}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
