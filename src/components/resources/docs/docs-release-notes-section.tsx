import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { DocRelease, DocumentationPageContent } from "@/content/types";
import { formatLongDate } from "@/lib/dates";
import { Section } from "@/components/sections/section";

type DocsReleaseNotesSectionProps = DocumentationPageContent["releaseNotes"];

const kindVariant: Record<DocRelease["changes"][number]["kind"], BadgeProps["variant"]> = {
  New: "default",
  Improved: "soft",
  Fixed: "outline",
};

/** Release Notes: each release with its date and its new, improved and fixed items. */
export function DocsReleaseNotesSection({ releases, ...section }: DocsReleaseNotesSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ol className="relative mx-auto max-w-4xl space-y-8 border-l pl-6 sm:pl-8">
        {releases.map((release) => (
          <li key={release.version} className="stagger-item relative">
            <span
              className="absolute top-1.5 -left-[calc(1.5rem+5px)] size-2.5 rounded-full bg-primary ring-4 ring-muted sm:-left-[calc(2rem+5px)]"
              aria-hidden="true"
            />
            <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <Badge variant="secondary" className="font-mono">
                  {release.version}
                </Badge>
                <time dateTime={release.date} className="text-sm text-muted-foreground">
                  {formatLongDate(release.date)}
                </time>
              </div>
              <h3 className="mt-3 text-lg font-semibold">{release.title}</h3>
              <ul className="mt-4 space-y-3">
                {release.changes.map((change) => (
                  <li
                    key={change.text}
                    className="flex flex-col gap-1.5 text-sm sm:flex-row sm:items-start sm:gap-3"
                  >
                    <Badge variant={kindVariant[change.kind]} width="w-20">
                      {change.kind}
                    </Badge>
                    <span className="min-w-0 break-words">{change.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
