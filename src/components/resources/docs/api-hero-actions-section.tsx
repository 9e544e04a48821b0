import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import type { CallToAction } from "@/content/types";
import { DocsSdkDownloadButton } from "@/components/resources/docs/docs-sdk-download-button";

type ApiHeroActionsProps = { facts: { label: string; value: string }[]; contact: CallToAction };

/** Under the API page's title: 'Download SDK', 'Contact Support' and the key facts (base URL, format, SDK). */
export function ApiHeroActions({ facts, contact }: ApiHeroActionsProps) {
  return (
    <>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <DocsSdkDownloadButton />
        <Button asChild variant="outline" size="lg">
          <Link to={contact.href}>{contact.label}</Link>
        </Button>
      </div>
      <dl className="mx-auto mt-10 grid max-w-3xl gap-3 text-left sm:grid-cols-3">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="min-w-0 rounded-lg border bg-card/70 px-4 py-3 text-card-foreground"
          >
            <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 font-mono text-sm break-all">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
