import { Badge } from "@/components/ui/badge";
import { IconTile } from "@/components/ui/icon-tile";
import type { DocSystemComponent, DocumentationPageContent } from "@/content/types";
import { formatLongDate } from "@/lib/dates";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";

type DocsStatusSectionProps = DocumentationPageContent["status"];

/** System Status: overall health, each service with its 90-day uptime, and recent incidents. */
export function DocsStatusSection({
  overall,
  components,
  uptimeLabel,
  incidentsTitle,
  incidents,
  ...section
}: DocsStatusSectionProps) {
  return (
    <Section {...section}>
      <div className="mx-auto max-w-4xl">
        <div className="flex items-start gap-4 rounded-xl border border-success/40 bg-success/10 p-5 sm:items-center">
          <IconTile name="check-circle-2" tone="success" box="size-10" shape="full" />
          <div>
            <h3 className="text-lg font-semibold">{overall.title}</h3>
            <p className="text-sm text-muted-foreground">{overall.description}</p>
          </div>
        </div>
        <ItemList
          items={components}
          className="mt-6 divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
          itemClassName="stagger-item flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
          render={(component) => <SystemComponent {...component} uptimeLabel={uptimeLabel} />}
        />
        <h3 className="mt-10 text-lg font-semibold">{incidentsTitle}</h3>
        <ul className="mt-4 space-y-4">
          {incidents.map((incident) => (
            <li
              key={incident.date + incident.title}
              className="rounded-lg border bg-card p-5 text-card-foreground"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-medium">{incident.title}</h4>
                <time dateTime={incident.date} className="text-sm text-muted-foreground">
                  {formatLongDate(incident.date)}
                </time>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{incident.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** A service: what it does, its 90-day uptime and its status. */
function SystemComponent({
  name,
  description,
  uptime,
  status,
  uptimeLabel,
}: DocSystemComponent & { uptimeLabel: string }) {
  return (
    <>
      <div className="min-w-0">
        <h3 className="font-medium">{name}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="flex shrink-0 items-center gap-4 text-sm">
        <span className="text-muted-foreground">
          {uptimeLabel} <span className="font-semibold text-foreground">{uptime}</span>
        </span>
        <Badge variant="success" size="status">
          <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
          {status}
        </Badge>
      </div>
    </>
  );
}
