import type { CtaBand } from "@/content/types";
import { CtaButton } from "@/components/ui/cta-button";
import { Section } from "./section";

/** The closing band that sends visitors to the next step. */
export function CtaSection({ id = "get-started", title, description, actions }: CtaBand) {
  return (
    <Section id={id}>
      <div className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        {description && <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90">{description}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <CtaButton
              key={action.href + action.label}
              action={action}
              variant={index === 0 ? "secondary" : "outline"}
              className={
                index === 0
                  ? undefined
                  : "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
              }
            />
          ))}
        </div>
      </div>
    </Section>
  );
}
