// What each outbox message says. The outbox row holds the submission's fields
// (see supabase/migrations/*_outbox.sql); this turns one into a mail: a plain
// text part, a simple HTML part (every visitor-written value escaped) and, for
// a consultation, the .ics invitation.
import {
  consultationSlot,
  CONSULTATION_TIME_ZONE,
  toIcs,
  type CalendarEvent,
} from "../../../src/lib/calendar.ts";
import { headerText, type Config, type MailAddress } from "./config.ts";

export type MessageKind =
  | "agency_contact"
  | "agency_consultation"
  | "visitor_consultation"
  | "newsletter_confirm"
  | "agency_notice"
  | "agency_digest";

export type OutboxMessage = {
  id: number;
  kind: MessageKind;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** The sender's claim on the message (public.claim_outbox_message). */
  claim?: string;
};

export type Attachment = { filename: string; contentType: string; content: string };

export type Mail = {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The invitation as a text/calendar part, so mail programs offer to accept it. */
  calendar?: { method: "REQUEST"; content: string };
};

/** A value the message could not be built from: retrying will not help. */
export class RenderError extends Error {}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Field = [label: string, value: string];

const str = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === "string" ? value : value == null ? "" : String(value);
};

const TIME_ZONE_LABEL = `Pacific Time (${CONSULTATION_TIME_ZONE})`;

function longDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "Label: value" lines, then the long text after a blank line. */
function textBody(intro: string, fields: Field[], longText?: Field, outro?: string): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 1;
  const lines = [
    intro,
    "",
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value || "-"}`),
  ];
  if (longText) lines.push("", `${longText[0]}:`, longText[1] || "-");
  if (outro) lines.push("", outro);
  return `${lines.join("\n")}\n`;
}

function htmlBody(intro: string, fields: Field[], longText?: Field, outroHtml?: string): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value || "-")}</td></tr>`,
    )
    .join("");
  const long = longText
    ? `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(longText[0])}</h2><p style="white-space:pre-wrap;margin:0">${escapeHtml(longText[1] || "-")}</p>`
    : "";
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(intro)}</p><table role="presentation" style="border-collapse:collapse">${rows}</table>${long}${outroHtml ?? ""}</body></html>`;
}

function visitor(payload: Record<string, unknown>): MailAddress {
  const address = str(payload, "email");
  if (!address) throw new RenderError("The message has no visitor address");
  return { name: str(payload, "name") || undefined, address };
}

/** What both copies of the consultation event share: the same UID, title, place and time. */
function consultationBase(
  payload: Record<string, unknown>,
  config: Pick<Config, "agencyInbox" | "from">,
) {
  let slot;
  try {
    slot = consultationSlot(str(payload, "preferred_date"), str(payload, "preferred_time"));
  } catch (error) {
    throw new RenderError((error as Error).message);
  }
  const type = str(payload, "consultation_type");
  return {
    type,
    event: {
      uid: `consultation-${str(payload, "id")}@${config.agencyInbox.split("@")[1] ?? "agency"}`,
      title: `Free consultation: ${type}`,
      location: "Video call (Zoom or Google Meet)",
      ...slot,
      organizer: { name: config.from.name ?? "Agency", email: config.agencyInbox },
    },
  };
}

/** The consultation as a calendar event; the same UID in the agency's and the visitor's copy. */
export function consultationEvent(
  payload: Record<string, unknown>,
  config: Pick<Config, "agencyInbox" | "from">,
): CalendarEvent {
  const { type, event } = consultationBase(payload, config);
  return {
    ...event,
    description: [
      `${type} with ${str(payload, "name")}${str(payload, "company") ? ` (${str(payload, "company")})` : ""}.`,
      "We will send the video link (Zoom or Google Meet) before the call.",
      str(payload, "message") ? `\nGoals: ${str(payload, "message")}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    attendee: { name: str(payload, "name"), email: str(payload, "email") },
  };
}

/**
 * The invitation mailed to the visitor's address. That address is whatever
 * the form was given, possibly a stranger's, so the event carries only our
 * own words and the booking's fixed facts (type from the option list, date,
 * slot, time zone): no name, company or message.
 */
export function visitorConsultationEvent(
  payload: Record<string, unknown>,
  config: Pick<Config, "agencyInbox" | "from">,
): CalendarEvent {
  const { type, event } = consultationBase(payload, config);
  return {
    ...event,
    description: `${type}.\nWe will send the video link (Zoom or Google Meet) before the call.`,
    attendee: { name: str(payload, "email"), email: str(payload, "email") },
  };
}

export function renderMessage(message: OutboxMessage, config: Config, now = new Date()): Mail {
  const mail = renderUnsafe(message, config, now);
  return { ...mail, subject: headerText(mail.subject) };
}

function renderUnsafe(message: OutboxMessage, config: Config, now: Date): Mail {
  const p = message.payload;
  const agency: MailAddress = { address: config.agencyInbox };
  switch (message.kind) {
    case "agency_contact": {
      const fields: Field[] = [
        ["Name", str(p, "name")],
        ["Email", str(p, "email")],
        ["Company", str(p, "company")],
        ["Phone", str(p, "phone")],
        ["Project type", str(p, "project_type")],
        ["Budget", str(p, "budget")],
        ["Received", str(p, "created_at")],
      ];
      const intro = `A new inquiry from the website's contact form. Reply to this email to answer ${str(p, "name")}.`;
      const longText: Field = ["Message", str(p, "message")];
      return {
        from: config.from,
        to: agency,
        replyTo: visitor(p),
        subject: `New inquiry: ${str(p, "project_type")} from ${str(p, "name")}`,
        text: textBody(intro, fields, longText),
        html: htmlBody(intro, fields, longText),
        attachments: [],
      };
    }
    case "agency_consultation": {
      const event = consultationEvent(p, config);
      const when = `${longDate(str(p, "preferred_date"))}, ${str(p, "preferred_time")} ${TIME_ZONE_LABEL}`;
      const fields: Field[] = [
        ["Name", str(p, "name")],
        ["Email", str(p, "email")],
        ["Company", str(p, "company")],
        ["Consultation type", str(p, "consultation_type")],
        ["Date", str(p, "preferred_date")],
        ["Time", `${str(p, "preferred_time")} ${TIME_ZONE_LABEL}`],
        ["Received", str(p, "created_at")],
      ];
      const intro = `A consultation was booked on the website for ${when}. The invitation is attached (consultation.ics); reply to this email to reach ${str(p, "name")}.`;
      const longText: Field = ["Goals", str(p, "message")];
      return {
        from: config.from,
        to: agency,
        replyTo: visitor(p),
        subject: `Consultation request: ${str(p, "consultation_type")} on ${str(p, "preferred_date")} at ${str(p, "preferred_time")} (Pacific Time)`,
        text: textBody(intro, fields, longText),
        html: htmlBody(intro, fields, longText),
        attachments: [
          {
            filename: "consultation.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: toIcs(event, "publish", now),
          },
        ],
      };
    }
    case "visitor_consultation": {
      const event = visitorConsultationEvent(p, config);
      const ics = toIcs(event, "request", now);
      const when = `${longDate(str(p, "preferred_date"))}, ${str(p, "preferred_time")} ${TIME_ZONE_LABEL}`;
      const fields: Field[] = [
        ["Consultation", str(p, "consultation_type")],
        ["When", when],
        ["Where", "Video call (Zoom or Google Meet); we will send the link before the call"],
      ];
      const intro =
        "Hello, thank you for booking a free consultation with us. Your calendar invitation is attached.";
      const outro =
        "Need another time? Reply to this email and we will find one. If you did not book this consultation, ignore this email: nothing more will be sent to you about it.";
      const address = str(p, "email");
      if (!address) throw new RenderError("The message has no visitor address");
      return {
        from: config.from,
        to: { address },
        replyTo: agency,
        subject: `Your consultation on ${when}`,
        text: textBody(intro, fields, undefined, outro),
        html: htmlBody(intro, fields, undefined, `<p>${escapeHtml(outro)}</p>`),
        attachments: [
          {
            filename: "invite.ics",
            contentType: "text/calendar; charset=utf-8; method=REQUEST",
            content: ics,
          },
        ],
        calendar: { method: "REQUEST", content: ics },
      };
    }
    case "agency_notice": {
      const kind = str(p, "limited_kind");
      const intro = `The website reached its mail ceiling for "${kind}" messages (at most ${str(p, "per_hour")} an hour and ${str(p, "per_day")} a day). ${str(p, "waiting")} message(s) of this kind are waiting in the outbox; nothing is lost, and they go out as the ceiling allows.`;
      const outro =
        "If this is real demand, raise the ceiling in private.mail_limits (SQL editor). If it is a flood, the waiting messages can be looked at with select * from public.list_outbox('pending'). You get this notice at most once a day per kind.";
      const fields: Field[] = [
        ["Kind", kind],
        ["Reached", str(p, "at")],
      ];
      return {
        from: config.from,
        to: agency,
        subject: `Website mail ceiling reached: ${kind}`,
        text: textBody(intro, fields, undefined, outro),
        html: htmlBody(intro, fields, undefined, `<p>${escapeHtml(outro)}</p>`),
        attachments: [],
      };
    }
    case "agency_digest": {
      const items = Array.isArray(p.messages) ? (p.messages as Record<string, unknown>[]) : [];
      const intro = `Website mail needs a look: ${str(p, "failed")} message(s) failed in the last 7 days and ${str(p, "waiting")} have waited more than an hour.`;
      const fields: Field[] = items.map((item) => [
        `#${str(item, "id")} ${str(item, "kind")}`,
        `${str(item, "status")} after ${str(item, "attempts")} attempt(s), queued ${str(item, "created_at")}${str(item, "last_error") ? `: ${str(item, "last_error")}` : ""}`,
      ]);
      const outro =
        "Failed messages are queued again by themselves after the next successful send; select public.requeue_outbox(true) retries them now. This digest comes at most once a day, while something failed or waits.";
      return {
        from: config.from,
        to: agency,
        subject: `Website mail digest: ${str(p, "failed")} failed, ${str(p, "waiting")} waiting`,
        text: textBody(intro, fields.length ? fields : [["Messages", "-"]], undefined, outro),
        html: htmlBody(
          intro,
          fields.length ? fields : [["Messages", "-"]],
          undefined,
          `<p>${escapeHtml(outro)}</p>`,
        ),
        attachments: [],
      };
    }
    case "newsletter_confirm": {
      const confirm = `${config.siteUrl}/newsletter/confirm?token=${encodeURIComponent(str(p, "confirm_token"))}`;
      const unsubscribe = `${config.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(str(p, "unsubscribe_token"))}`;
      if (!str(p, "confirm_token") || !str(p, "unsubscribe_token"))
        throw new RenderError("The sign-up has no tokens");
      const text = [
        "Please confirm your subscription to our newsletter by opening this link:",
        "",
        confirm,
        "",
        "If you did not sign up, ignore this email: without confirmation you will get nothing more, and the address is deleted after 30 days.",
        "",
        `Unsubscribe: ${unsubscribe}`,
        "",
      ].join("\n");
      const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>Please confirm your subscription to our newsletter.</p><p><a href="${escapeHtml(confirm)}">Confirm my subscription</a></p><p>If you did not sign up, ignore this email: without confirmation you will get nothing more, and the address is deleted after 30 days.</p><p style="font-size:13px"><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p></body></html>`;
      return {
        from: config.from,
        to: { address: str(p, "email") },
        subject: "Confirm your newsletter subscription",
        text,
        html,
        attachments: [],
        headers: { "List-Unsubscribe": `<${unsubscribe}>` },
      };
    }
    default:
      throw new RenderError(`Unknown outbox message kind: ${String(message.kind)}`);
  }
}
