import type { TechnologyStackContent } from "@/content/types";
import { IconTile } from "@/components/ui/icon-tile";
import { cn } from "@/lib/utils";
import { Section } from "./section";

type TechnologyStackSectionProps = TechnologyStackContent & { tone?: "default" | "muted" };

/** A grid of technology tiles: icon, name and category. */
export function TechnologyStackSection({
  tone = "muted",
  items,
  ...section
}: TechnologyStackSectionProps) {
  return (
    <Section tone={tone} {...section}>
      <ul
        className={cn(
          "grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4",
          // Full rows only: three columns when the count divides by three, six for long lists.
          items.length % 3 === 0 && "md:grid-cols-3",
          items.length > 8 && "xl:grid-cols-6",
        )}
      >
        {items.map((item) => (
          <li
            key={item.name}
            className="stagger-item flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/40"
          >
            <IconTile name={item.icon} className="size-10" />
            <span className="min-w-0">
              <span className="block font-semibold">{item.name}</span>
              <span className="block text-sm text-muted-foreground">{item.category}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
