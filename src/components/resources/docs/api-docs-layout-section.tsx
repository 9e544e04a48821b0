import type { ReactNode } from "react";
import { useScrollSpy } from "@/hooks/use-scroll-spy";
import type { ApiDocumentationContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";

type ApiDocsLayoutSectionProps = ApiDocumentationContent["reference"] & { children: ReactNode };

/** The reference body of the API page: an in-page table of contents beside the documentation sections. */
export function ApiDocsLayoutSection({ id, toc, children }: ApiDocsLayoutSectionProps) {
  const active = useScrollSpy(toc.items.map((item) => item.id));
  return (
    <Section id={id} spacing="snug" interactive>
      <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label={toc.title} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {toc.title}
          </p>
          <ol className="grid grid-cols-2 gap-1 rounded-lg border bg-card p-2 sm:grid-cols-3 lg:grid-cols-1 lg:border-0 lg:border-l lg:bg-transparent lg:p-0">
            {toc.items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  aria-current={active === item.id ? "location" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-1.5 text-sm transition-colors hover:bg-accent hover:text-accent-foreground lg:-ml-px lg:rounded-none lg:border-l-2 lg:hover:bg-transparent",
                    active === item.id
                      ? "font-medium text-primary lg:border-primary"
                      : "text-muted-foreground lg:border-transparent",
                  )}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-14 sm:space-y-20">{children}</div>
      </div>
    </Section>
  );
}

type ApiDocSectionProps = {
  id: string;
  title: string;
  description?: string;
  children?: ReactNode;
};

/** One titled part of the reference (Quick Start, Authentication …), an anchor target of the table of contents. */
export function ApiDocSection({ id, title, description, children }: ApiDocSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {description && (
        <p className="mt-2 max-w-3xl text-muted-foreground sm:mt-3 sm:text-lg">{description}</p>
      )}
      <div className="mt-6 sm:mt-8">{children}</div>
    </section>
  );
}
