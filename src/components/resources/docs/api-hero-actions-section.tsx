import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import type { ApiDocumentationContent } from "@/content/types";
import { DocsSdkDownloadButton } from "@/components/resources/docs/docs-sdk-download-button";

type ApiHeroActionsProps = ApiDocumentationContent["heroActions"];

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
      <FactList
        variant="caption"
        items={facts}
        className="mx-auto mt-10 grid max-w-3xl gap-3 text-left sm:grid-cols-3"
        itemClassName="min-w-0 rounded-lg border bg-card/70 px-4 py-3 text-card-foreground"
        valueClassName="font-mono text-sm font-normal break-all"
      />
    </>
  );
}
