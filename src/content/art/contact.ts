import type { ContactArt } from "@/content/types";

/**
 * Contact: the consultation being booked and the reply promise. The session's length and the
 * reply time are the page's own (contact.ts), read by the drawing; these are its other words.
 */
export const contactArt = {
  caption: "Book a strategy consultation",
  day: "Tuesday, June 16",
  slots: ["9:30 AM", "10:15 AM", "11:00 AM", "2:00 PM"],
  picked: 1,
  timeZone: "Pacific Time",
  call: "Zoom or Google Meet",
  confirm: "Confirm booking",
  replyLabel: "Every message answered by a senior consultant",
} satisfies ContactArt;
