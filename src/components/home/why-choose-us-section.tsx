import { Icon } from "@/components/icons/icon";
import type { HomeReason } from "@/content/types";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type WhyChooseUsSectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  items: HomeReason[];
};

/** Reasons to choose the agency, each led by a headline figure. */
export function WhyChooseUsSection({
  id = "why-choose-us",
  eyebrow,
  title,
  description,
  items,
}: WhyChooseUsSectionProps) {
  return (
    <Section id={id} tone="muted">
      <SectionHeading eyebrow={eyebrow} title={title} description={description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.title}
            className="stagger-item flex flex-col rounded-xl border bg-card p-6 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon name={item.icon} className="size-5" />
            </span>
            <p className="mt-5">
              <span className="block text-4xl font-bold tracking-tight text-primary">
                {item.value}
              </span>
              <span className="mt-1 block text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {item.valueLabel}
              </span>
            </p>
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
