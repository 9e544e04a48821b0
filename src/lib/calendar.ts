// A booked consultation as a calendar event: the .ics file (RFC 5545) that the
// invitation mail carries and the page offers for download, and the Google and
// Outlook "add to calendar" links. Plain functions whose one import is the content's
// figures (by a relative path), so the Edge Function (Deno, supabase/functions) uses this
// same file.
import { facts } from "../content/facts.ts";

/** Consultation slots are in the agency's time zone (the form says "Pacific Time"). */
export const CONSULTATION_TIME_ZONE = "America/Los_Angeles";

/** A local date and time in a named zone. */
export type ZonedDateTime = { date: string; time: string; timeZone: string };

export type CalendarEvent = {
  uid: string;
  title: string;
  description: string;
  start: ZonedDateTime;
  end: ZonedDateTime;
  location?: string;
  /** For an invitation (METHOD:REQUEST): who sends it and who is invited. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

/** How long a consultation lasts: the figure the content states (src/content/facts.ts). */
export const CONSULTATION_MINUTES = facts.consultationMinutes;

/**
 * "09:00 AM - 10:00 AM" on 2026-11-30 -> start 09:00, end 09:45 in the consultation zone: the
 * slot is the hour the session starts in, and the session is 45 minutes long.
 */
export function consultationSlot(
  date: string,
  slot: string,
  timeZone = CONSULTATION_TIME_ZONE,
): { start: ZonedDateTime; end: ZonedDateTime } {
  const times = slot.split("-").map((part) => to24Hour(part.trim()));
  const [start, end] = times;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || times.length !== 2 || !start || !end)
    throw new Error(`Not a consultation slot: ${date} ${slot}`);
  const [hour = 0, minute = 0] = start.split(":").map(Number);
  const endMinutes = hour * 60 + minute + CONSULTATION_MINUTES;
  const endTime = `${String(Math.floor(endMinutes / 60)).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
  return { start: { date, time: start, timeZone }, end: { date, time: endTime, timeZone } };
}

function to24Hour(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text);
  if (!match) return undefined;
  const [, h = "0", m = "00", half = "AM"] = match;
  const hour = (Number(h) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m}`;
}

/** The UTC instant of a local date and time in its zone (DST included). */
export function toUtc({ date, time, timeZone }: ZonedDateTime): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Twice, so a guess on the far side of a DST change settles.
  let instant = asUtc - offsetMs(asUtc, timeZone);
  instant = asUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetMs(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour") % 24,
    get("minute"),
    get("second"),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

const compactLocal = ({ date, time }: ZonedDateTime) =>
  `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
const compactUtc = (instant: Date) =>
  `${instant.toISOString().slice(0, 19).replaceAll("-", "").replaceAll(":", "")}Z`;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function escapeText(text: string): string {
  return text
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The zone's rules around the event's year, as VTIMEZONE (from the zone's real offsets). */
function vtimezone(timeZone: string, year: number): string[] {
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  // Offsets on every day of the year; each change is a STANDARD or DAYLIGHT block.
  const offsetAt = (ms: number) => Math.round(offsetMs(ms, timeZone) / 60000);
  let previous = offsetAt(Date.UTC(year, 0, 1));
  const changes: { at: number; from: number; to: number }[] = [];
  for (let day = 1; day <= 366; day++) {
    const ms = Date.UTC(year, 0, 1 + day);
    const offset = offsetAt(ms);
    if (offset !== previous) {
      // Find the hour of the change.
      let at = ms - 86_400_000;
      while (offsetAt(at) === previous) at += 3_600_000;
      changes.push({ at, from: previous, to: offset });
      previous = offset;
    }
  }
  const fmt = (minutes: number) => {
    const sign = minutes < 0 ? "-" : "+";
    const abs = Math.abs(minutes);
    return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
  };
  if (changes.length === 0) {
    lines.push(
      "BEGIN:STANDARD",
      `DTSTART:${year}0101T000000`,
      `TZOFFSETFROM:${fmt(previous)}`,
      `TZOFFSETTO:${fmt(previous)}`,
      "END:STANDARD",
    );
  }
  for (const change of changes) {
    const kind = change.to > change.from ? "DAYLIGHT" : "STANDARD";
    const local = new Date(change.at + change.from * 60000);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${compactUtc(local).slice(0, 15)}`,
      `TZOFFSETFROM:${fmt(change.from)}`,
      `TZOFFSETTO:${fmt(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/**
 * The event as an iCalendar file. "request" makes it an invitation (with
 * organizer and attendee) that mail programs offer to accept; "publish" is a
 * plain event to import.
 */
export function toIcs(
  event: CalendarEvent,
  method: "publish" | "request" = "publish",
  now = new Date(),
): string {
  const year = Number(event.start.date.slice(0, 4));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Agency site//Consultation booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method.toUpperCase()}`,
    ...vtimezone(event.start.timeZone, year),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${compactUtc(now)}`,
    `DTSTART;TZID=${event.start.timeZone}:${compactLocal(event.start)}`,
    `DTEND;TZID=${event.end.timeZone}:${compactLocal(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${event.attendee.email}`,
        ]
      : []),
    "STATUS:CONFIRMED",
    "SEQUENCE:0",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A parameter value in double quotes (which it may not contain). */
const quoteParam = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Google Calendar's "create event" page, with the zone named. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactLocal(event.start)}/${compactLocal(event.end)}`,
    ctz: event.start.timeZone,
    details: event.description,
  });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's "new event" page; it takes the times as UTC instants. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: toUtc(event.start).toISOString(),
    enddt: toUtc(event.end).toISOString(),
    body: event.description,
  });
  if (event.location) params.set("location", event.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
