import { Clock } from "lucide-react";
import type { DeliveryProcessContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { PhoneRail, phoneRailItem } from "./phone-rail";
import { Section } from "./section";

type DeliveryProcessSectionProps = DeliveryProcessContent & { tone?: "default" | "muted" };

/**
 * A numbered process: step cards to swipe through on phones, two by two on tablets, and a
 * row of steps joined by a line on wide screens (home and the service pages).
 */
export function DeliveryProcessSection({ steps, title, ...section }: DeliveryProcessSectionProps) {
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  return (
    <Section title={title} {...section}>
      <div className="relative">
        {/* The line that joins the steps on wide screens, behind their numbers. */}
        <span
          aria-hidden="true"
          className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-px bg-border lg:block"
        />
        <PhoneRail
          ordered
          label={title}
          className="sm:grid-cols-2 sm:gap-6 lg:grid-cols-4 lg:gap-8"
        >
          {ordered.map((step) => (
            <li
              key={step.step}
              className={cn(
                phoneRailItem,
                "stagger-item relative flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:text-center lg:shadow-none",
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground lg:size-14 lg:text-xl lg:ring-8 lg:ring-background"
              >
                {String(step.step).padStart(2, "0")}
              </span>
              <h3 className="mt-4 text-lg leading-snug font-semibold lg:mt-5">{step.title}</h3>
              <p className="mt-1 flex-1 text-muted-foreground lg:mt-2">{step.description}</p>
              {step.duration && (
                <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-foreground lg:mt-4">
                  <Clock className="size-4 text-primary" aria-hidden="true" />
                  {step.duration}
                </p>
              )}
            </li>
          ))}
        </PhoneRail>
      </div>
    </Section>
  );
}
