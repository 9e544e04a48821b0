import { Icon } from "@/components/icons/icon";
import type { TechnologyStackItem } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

type TechnologyStackSectionProps = {
  id?: string;
  tone?: "default" | "muted";
  eyebrow?: string;
  title: string;
  description?: string;
  items: TechnologyStackItem[];
};

/** A grid of technology tiles: icon, name and category. */
export function TechnologyStackSection({
  id = "technologies",
  tone = "muted",
  eyebrow,
  title,
  description,
  items,
}: TechnologyStackSectionProps) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
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
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon name={item.icon} className="size-5" />
            </span>
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
