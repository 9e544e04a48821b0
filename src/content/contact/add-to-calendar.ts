import { facts } from "@/content/facts";

/**
 * The "Add to calendar" offer shown after a consultation is booked: an .ics download and
 * Google and Outlook links for the chosen slot. The event's time zone is the consultation
 * time zone (src/lib/calendar.ts), named after the slot.
 */
export const addToCalendar = {
  /** Heading of the offer. */
  title: "Add to Calendar",
  /** Before the booked date and slot. */
  slotPrefix: "Your session:",
  /** Named after the slot, with the zone's IANA name in brackets. */
  timeZoneName: "Pacific Time",
  downloadLabel: "Download .ics file",
  googleLabel: "Google Calendar",
  outlookLabel: "Outlook Calendar",
  /** Read by screen readers after the Google and Outlook link names. */
  newTabNote: "(opens in a new tab)",
  /** The calendar event itself. */
  event: {
    titlePrefix: "Free consultation",
    description: `Your free ${facts.consultationMinutes}-minute strategy consultation. We'll email the video link (Zoom or Google Meet) before the call.`,
    location: "Video call (Zoom or Google Meet)",
    fileName: "consultation.ics",
  },
};
