import { ConsultationForm } from "@/components/contact/consultation-form";
import { Card } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import type { ContactPageContent, IconFeature } from "@/content/types";
import { ItemList } from "@/components/sections/item-list";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

type ConsultationBookingSectionProps = ContactPageContent["consultation"];

/** The free strategy consultation: what the session is, beside the booking form. */
export function ConsultationBookingSection({
  id,
  highlights,
  form,
  ...intro
}: ConsultationBookingSectionProps) {
  return (
    <Section id={id} tone="muted" interactive>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-2">
          <SectionHeading {...intro} align="left" className="mb-8 sm:mb-10" />
          <ItemList
            items={highlights}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
            itemClassName="stagger-item flex gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
            render={(highlight) => <SessionHighlight {...highlight} />}
          />
        </div>
        <Card className="p-6 sm:p-8 lg:col-span-3">
          <h3 className="text-2xl font-bold tracking-tight">{form.title}</h3>
          <p className="mt-2 text-muted-foreground">{form.description}</p>
          <ConsultationForm content={form} className="mt-8 flex-1" />
        </Card>
      </div>
    </Section>
  );
}

/** What the consultation gives: an icon, a title and a line. */
function SessionHighlight({ icon, title, description }: IconFeature) {
  return (
    <>
      <IconTile name={icon} box="size-10" />
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
    </>
  );
}
