import { CalendarPlus, Download } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { addToCalendar as text } from "@/content/contact/add-to-calendar";
import { site } from "@/content/site";
import {
  consultationSlot,
  googleCalendarUrl,
  outlookCalendarUrl,
  toIcs,
  type CalendarEvent,
} from "@/lib/calendar";
import { cn } from "@/lib/utils";

type AddToCalendarProps = {
  /** The booked date (YYYY-MM-DD) and slot ('09:00 AM - 10:00 AM'). */
  date: string;
  slot: string;
  consultationType: string;
  className?: string;
};

function longDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** After a booking: the slot with its time zone named, an .ics download and calendar links. */
export function AddToCalendar({ date, slot, consultationType, className }: AddToCalendarProps) {
  const titleId = useId();
  let times;
  try {
    times = consultationSlot(date, slot);
  } catch {
    return null;
  }
  const event: CalendarEvent = {
    uid: `consultation-${date}-${times.start.time.replace(":", "")}@${new URL(site.url).hostname}`,
    title: `${text.event.titlePrefix}: ${consultationType}`,
    description: text.event.description,
    location: text.event.location,
    ...times,
  };
  const ics = `data:text/calendar;charset=utf-8,${encodeURIComponent(toIcs(event))}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-3 rounded-lg border p-4 text-sm", className)}
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <CalendarPlus className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {text.title}
      </h3>
      <p className="text-muted-foreground">
        {text.slotPrefix} {longDate(date)}, {slot} {text.timeZoneName} ({times.start.timeZone})
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={ics} download={text.event.fileName}>
            <Download aria-hidden="true" />
            {text.downloadLabel}
          </a>
        </Button>
        {[
          { label: text.googleLabel, href: googleCalendarUrl(event) },
          { label: text.outlookLabel, href: outlookCalendarUrl(event) },
        ].map((calendar) => (
          <Button key={calendar.label} asChild variant="outline" size="sm">
            <a href={calendar.href} target="_blank" rel="noopener noreferrer">
              {calendar.label}
              <span className="sr-only"> {text.newTabNote}</span>
            </a>
          </Button>
        ))}
      </div>
    </section>
  );
}
