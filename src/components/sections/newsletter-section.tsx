import { Mail } from "lucide-react";
import { NewsletterForm } from "@/components/layout/newsletter-form";
import { newsletter } from "@/content/newsletter";
import { Section } from "./section";

type NewsletterSectionProps = {
  id?: string;
  title?: string;
  description?: string;
  submitLabel?: string;
};

/** The full-width newsletter box (home and the resource pages); the form is the shared flow. */
export function NewsletterSection({
  id = "newsletter",
  title = newsletter.title,
  description = newsletter.description,
  submitLabel,
}: NewsletterSectionProps) {
  return (
    <Section id={id} tone="muted">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Mail className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
        <p className="mt-3 text-muted-foreground">{description}</p>
        <NewsletterForm className="mx-auto mt-8 max-w-md" submitLabel={submitLabel} />
        <ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {newsletter.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
