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
import { mailCopy as copy } from "../../../src/content/mail.ts";
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

/** Fills {name} placeholders of the mail copy (src/content/mail.ts). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const TIME_ZONE_LABEL = fill(copy.timeZone, { zone: CONSULTATION_TIME_ZONE });

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
      title: fill(copy.consultation.eventTitle, { type }),
      location: copy.consultation.location,
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
      copy.consultation.videoLinkNote,
      str(payload, "message")
        ? `\n${fill(copy.consultation.goals, { goals: str(payload, "message") })}`
        : "",
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
    description: `${type}.\n${copy.consultation.videoLinkNote}`,
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
      const { fields: label, ...words } = copy.agencyContact;
      const fields: Field[] = [
        [label.name, str(p, "name")],
        [label.email, str(p, "email")],
        [label.company, str(p, "company")],
        [label.phone, str(p, "phone")],
        [label.projectType, str(p, "project_type")],
        [label.budget, str(p, "budget")],
        [label.received, str(p, "created_at")],
      ];
      const intro = fill(words.intro, { name: str(p, "name") });
      const longText: Field = [label.message, str(p, "message")];
      return {
        from: config.from,
        to: agency,
        replyTo: visitor(p),
        subject: fill(words.subject, {
          projectType: str(p, "project_type"),
          name: str(p, "name"),
        }),
        text: textBody(intro, fields, longText),
        html: htmlBody(intro, fields, longText),
        attachments: [],
      };
    }
    case "agency_consultation": {
      const event = consultationEvent(p, config);
      const when = `${longDate(str(p, "preferred_date"))}, ${str(p, "preferred_time")} ${TIME_ZONE_LABEL}`;
      const { fields: label, ...words } = copy.agencyConsultation;
      const fields: Field[] = [
        [label.name, str(p, "name")],
        [label.email, str(p, "email")],
        [label.company, str(p, "company")],
        [label.type, str(p, "consultation_type")],
        [label.date, str(p, "preferred_date")],
        [label.time, `${str(p, "preferred_time")} ${TIME_ZONE_LABEL}`],
        [label.received, str(p, "created_at")],
      ];
      const intro = fill(words.intro, { when, name: str(p, "name") });
      const longText: Field = [label.goals, str(p, "message")];
      return {
        from: config.from,
        to: agency,
        replyTo: visitor(p),
        subject: fill(words.subject, {
          type: str(p, "consultation_type"),
          date: str(p, "preferred_date"),
          time: str(p, "preferred_time"),
        }),
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
      const { fields: label, intro, outro, ...words } = copy.visitorConsultation;
      const fields: Field[] = [
        [label.consultation, str(p, "consultation_type")],
        [label.when, when],
        [label.where, words.where],
      ];
      const address = str(p, "email");
      if (!address) throw new RenderError("The message has no visitor address");
      return {
        from: config.from,
        to: { address },
        replyTo: agency,
        subject: fill(words.subject, { when }),
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
      const { fields: label, outro, ...words } = copy.agencyNotice;
      const intro = fill(words.intro, {
        kind,
        perHour: str(p, "per_hour"),
        perDay: str(p, "per_day"),
        waiting: str(p, "waiting"),
      });
      const fields: Field[] = [
        [label.kind, kind],
        [label.reached, str(p, "at")],
      ];
      return {
        from: config.from,
        to: agency,
        subject: fill(words.subject, { kind }),
        text: textBody(intro, fields, undefined, outro),
        html: htmlBody(intro, fields, undefined, `<p>${escapeHtml(outro)}</p>`),
        attachments: [],
      };
    }
    case "agency_digest": {
      const items = Array.isArray(p.messages) ? (p.messages as Record<string, unknown>[]) : [];
      const { outro, empty, ...words } = copy.agencyDigest;
      const counts = { failed: str(p, "failed"), waiting: str(p, "waiting") };
      const intro = fill(words.intro, counts);
      const fields: Field[] = items.map((item) => [
        `#${str(item, "id")} ${str(item, "kind")}`,
        fill(words.line, {
          status: str(item, "status"),
          attempts: str(item, "attempts"),
          queued: str(item, "created_at"),
          error: str(item, "last_error") ? `: ${str(item, "last_error")}` : "",
        }),
      ]);
      return {
        from: config.from,
        to: agency,
        subject: fill(words.subject, counts),
        text: textBody(
          intro,
          fields.length ? fields : [[empty.label, empty.value]],
          undefined,
          outro,
        ),
        html: htmlBody(
          intro,
          fields.length ? fields : [[empty.label, empty.value]],
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
      const words = copy.newsletterConfirm;
      const text = [
        words.ask,
        "",
        confirm,
        "",
        words.ignore,
        "",
        `${words.unsubscribe}: ${unsubscribe}`,
        "",
      ].join("\n");
      const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(words.askShort)}</p><p><a href="${escapeHtml(confirm)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(words.ignore)}</p><p style="font-size:13px"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p></body></html>`;
      return {
        from: config.from,
        to: { address: str(p, "email") },
        subject: words.subject,
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
