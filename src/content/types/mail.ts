/**
 * The words of the mail the site sends (supabase/functions/_shared/messages.ts). A `{name}` in a
 * string is filled in when the mail is written: the visitor's name, the date, a count.
 */

/** The labels of a mail's "Label: value" lines, by field. */
export type MailFields<Key extends string> = Record<Key, string>;

export type MailCopy = {
  /** After a time, e.g. "Pacific Time ({zone})". */
  timeZone: string;
  consultation: {
    /** The calendar event's title; {type} is the consultation type. */
    eventTitle: string;
    /** Where the call happens, in the event and the visitor's mail. */
    location: string;
    /** In the event's description. */
    videoLinkNote: string;
    /** Before the visitor's goals in the agency's event; {goals}. */
    goals: string;
  };
  agencyContact: {
    subject: string;
    intro: string;
    fields: MailFields<
      "name" | "email" | "company" | "phone" | "projectType" | "budget" | "received" | "message"
    >;
  };
  agencyConsultation: {
    subject: string;
    intro: string;
    fields: MailFields<
      "name" | "email" | "company" | "type" | "date" | "time" | "received" | "goals"
    >;
  };
  visitorConsultation: {
    subject: string;
    intro: string;
    outro: string;
    where: string;
    fields: MailFields<"consultation" | "when" | "where">;
  };
  agencyNotice: {
    subject: string;
    intro: string;
    outro: string;
    fields: MailFields<"kind" | "reached">;
  };
  agencyDigest: {
    subject: string;
    intro: string;
    /** One line per message; {status}, {attempts}, {queued} and {error} (": …" or nothing). */
    line: string;
    outro: string;
    empty: MailFields<"label" | "value">;
  };
  newsletterConfirm: {
    subject: string;
    ask: string;
    askShort: string;
    action: string;
    ignore: string;
    unsubscribe: string;
  };
};
