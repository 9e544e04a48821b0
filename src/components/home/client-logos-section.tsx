import { Wordmark } from "@/components/art/wordmark";
import { Section } from "@/components/sections/section";
import type { HomePageContent } from "@/content/types";

type ClientLogosSectionProps = HomePageContent["clients"];

/** A quiet strip of client wordmarks under the hero (the clients are fictional). */
export function ClientLogosSection({ id, title, items }: ClientLogosSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} spacing="band" className="border-b">
      <h2
        id={`${id}-title`}
        className="text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase"
      >
        {title}
      </h2>
      <ul className="mt-5 grid grid-cols-2 items-center justify-items-center gap-x-4 gap-y-4 text-muted-foreground sm:grid-cols-4 sm:gap-x-6">
        {items.map((client) => (
          <li key={client.name}>
            <Wordmark client={client} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
