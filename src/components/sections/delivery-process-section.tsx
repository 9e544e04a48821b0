import { Clock } from "lucide-react";
import type { DeliveryProcessContent } from "@/content/types";
import { Section } from "./section";

type DeliveryProcessSectionProps = DeliveryProcessContent & { tone?: "default" | "muted" };

/** A numbered process, shown as a row of steps on wide screens (home and the service pages). */
export function DeliveryProcessSection({ steps, ...section }: DeliveryProcessSectionProps) {
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  return (
    <Section {...section}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ordered.map((step) => (
          <li
            key={step.step}
            className="stagger-item relative flex flex-col rounded-xl border bg-card p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
            >
              {String(step.step).padStart(2, "0")}
            </span>
            <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{step.description}</p>
            {step.duration && (
              <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-foreground">
                <Clock className="size-4 text-primary" aria-hidden="true" />
                {step.duration}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
