import type { CtaBand } from "@/content/types";
import { CtaButton } from "@/components/ui/cta-button";
import { Section } from "./section";

/**
 * The closing band that sends visitors to the next step. Light theme: a solid accent band.
 * Dark theme: a dark surface lit by a soft accent glow and border, so it stands out without
 * glaring; its first button carries the accent instead.
 */
export function CtaSection({ id = "get-started", title, description, actions }: CtaBand) {
  return (
    <Section id={id} data-band="cta">
      <div className="relative isolate overflow-hidden rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12 dark:border dark:border-primary/35 dark:bg-card dark:text-foreground dark:shadow-[0_0_64px_-24px_hsl(var(--primary)/0.6)]">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(hsl(var(--primary-foreground)/0.16)_1px,transparent_1px)] [mask-image:radial-gradient(70%_80%_at_50%_0%,#000,transparent)] [background-size:18px_18px] dark:bg-[radial-gradient(60%_90%_at_50%_0%,hsl(var(--primary)/0.22),transparent)] dark:[mask-image:none] dark:[background-size:auto]"
        />
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        {description && (
          <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90 dark:text-muted-foreground dark:opacity-100">
            {description}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <CtaButton
              key={action.href + action.label}
              action={action}
              variant={index === 0 ? "secondary" : "outline-inverse"}
              className={
                index === 0
                  ? "dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90"
                  : undefined
              }
            />
          ))}
        </div>
      </div>
    </Section>
  );
}
