import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { IconTile } from "@/components/ui/icon-tile";
import type { CallToAction, SectionIntro } from "@/content/types";
import { DocsSdkDownloadButton } from "@/components/resources/docs/docs-sdk-download-button";
import { Section } from "@/components/sections/section";

type DocsSupportSectionProps = SectionIntro & {
  id?: string;
  contact: CallToAction;
  downloadNote: string;
};

/** The closing band of the developer pages: 'Contact Support' and 'Download SDK'. */
export function DocsSupportSection({
  id = "support",
  title,
  description,
  contact,
  downloadNote,
}: DocsSupportSectionProps) {
  return (
    <Section id={id} interactive>
      <div className="flex flex-col items-start gap-8 rounded-2xl border bg-card p-8 text-card-foreground shadow-sm sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex max-w-2xl items-start gap-5">
          <IconTile name="life-buoy" size="lg" hiddenOnPhones />
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
            {description && <p className="mt-3 text-muted-foreground">{description}</p>}
          </div>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <div className="flex flex-col items-center gap-1.5">
            <DocsSdkDownloadButton className="w-full sm:w-auto" />
            <p className="text-xs text-muted-foreground">{downloadNote}</p>
          </div>
          <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
            <Link to={contact.href}>{contact.label}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
