// What the mails say: every field, escaped visitor text, Reply-To, and the
// consultation's .ics read back with a calendar library.
import ICAL from "npm:ical.js@^2.2.1";
import { formatAddress } from "../_shared/config.ts";
import { renderMessage, type OutboxMessage } from "../_shared/messages.ts";
import { toUtc } from "../../../src/lib/calendar.ts";
import { assert, assertEquals } from "./assert.ts";
import { testConfig } from "./helpers.ts";

const config = testConfig({ supabaseUrl: "http://127.0.0.1:1", serviceRoleKey: "unused" });
const message = (kind: OutboxMessage["kind"], payload: Record<string, unknown>): OutboxMessage => ({
  id: 1,
  kind,
  payload,
  attempts: 1,
  max_attempts: 6,
});

const contact = {
  id: "7d0f0a52-9a3e-4a59-9d56-4a0c1f1e2b3c",
  created_at: "2026-11-23T10:00:00+00:00",
  name: "Ada <Lovelace>",
  email: "ada@example.com",
  company: "Engines & Co",
  phone: "+1 415 555 0100",
  project_type: "AI Automation",
  budget: "$25k - $50k",
  message: 'Hello <script>alert("x")</script>\nSecond line & more',
};

Deno.test(
  "the agency's inquiry mail carries every field, escapes the visitor's text and replies to the visitor",
  () => {
    const mail = renderMessage(message("agency_contact", contact), config);
    assertEquals(mail.to.address, "inbox@agency.test");
    assertEquals(mail.replyTo, { name: "Ada <Lovelace>", address: "ada@example.com" });
    assert(mail.subject.includes("AI Automation") && mail.subject.includes("Ada"));
    for (const value of [
      "ada@example.com",
      "+1 415 555 0100",
      "AI Automation",
      "$25k - $50k",
      "Engines & Co",
    ]) {
      assert(mail.text.includes(value), `text has ${value}`);
    }
    assert(mail.text.includes('Hello <script>alert("x")</script>\nSecond line & more'));
    assert(!mail.html.includes("<script>"), "no raw script in the HTML part");
    assert(mail.html.includes("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"));
    assert(mail.html.includes("Ada &lt;Lovelace&gt;") && mail.html.includes("Engines &amp; Co"));
    assertEquals(mail.attachments.length, 0);
  },
);

const consultation = {
  id: "0b7c2a52-9a3e-4a59-9d56-4a0c1f1e2b3c",
  created_at: "2026-11-23T10:00:00+00:00",
  name: "Grace Hopper",
  email: "grace@example.com",
  company: null,
  consultation_type: "Technical Architecture Review",
  preferred_date: "2027-07-14",
  preferred_time: "01:00 PM - 02:00 PM",
  message: "Compilers, <b>mostly</b>",
};

function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined) };
}

Deno.test(
  "the agency's consultation mail attaches an .ics whose start is the chosen date and slot in Pacific Time",
  () => {
    const mail = renderMessage(message("agency_consultation", consultation), config);
    assertEquals(mail.to.address, "inbox@agency.test");
    assertEquals(mail.replyTo?.address, "grace@example.com");
    for (const value of [
      "Grace Hopper",
      "grace@example.com",
      "Technical Architecture Review",
      "2027-07-14",
      "01:00 PM - 02:00 PM",
      "America/Los_Angeles",
    ]) {
      assert(mail.text.includes(value), `text has ${value}`);
    }
    assert(mail.html.includes("Compilers, &lt;b&gt;mostly&lt;/b&gt;"));
    const [attachment] = mail.attachments;
    assertEquals(attachment?.filename, "consultation.ics");
    const { event } = parseEvent(attachment!.content);
    assertEquals(event.startDate.toString(), "2027-07-14T13:00:00");
    // The slot is the hour the session starts in; the session lasts 45 minutes.
    assertEquals(event.endDate.toString(), "2027-07-14T13:45:00");
    assertEquals(event.startDate.zone?.tzid, "America/Los_Angeles");
    // 13:00 Pacific Daylight Time is 20:00 UTC.
    assertEquals(event.startDate.toJSDate().toISOString(), "2027-07-14T20:00:00.000Z");
    assertEquals(
      toUtc({ date: "2027-01-14", time: "13:00", timeZone: "America/Los_Angeles" }).toISOString(),
      "2027-01-14T21:00:00.000Z",
    );
    assert(event.summary.includes("Technical Architecture Review"));
  },
);

Deno.test("the visitor's consultation mail is a calendar invitation from the agency", () => {
  const mail = renderMessage(message("visitor_consultation", consultation), config);
  assertEquals(mail.to, { address: "grace@example.com" });
  assertEquals(mail.replyTo?.address, "inbox@agency.test");
  assertEquals(mail.calendar?.method, "REQUEST");
  const { calendar, event } = parseEvent(mail.calendar!.content);
  assertEquals(calendar.getFirstPropertyValue("method"), "REQUEST");
  assertEquals(event.startDate.toString(), "2027-07-14T13:00:00");
  assertEquals(event.organizer, "mailto:inbox@agency.test");
  assertEquals(event.attendees[0]?.getFirstValue(), "mailto:grace@example.com");
  assert(
    mail.subject.includes("Wednesday, July 14, 2027") && mail.subject.includes("Pacific Time"),
  );
});

Deno.test(
  "the newsletter confirmation mail links to the confirm page and offers an unsubscribe link",
  () => {
    const mail = renderMessage(
      message("newsletter_confirm", {
        id: "x",
        email: "reader@example.com",
        source: "footer",
        confirm_token: "abc123",
        unsubscribe_token: "def456",
      }),
      config,
    );
    assertEquals(mail.to.address, "reader@example.com");
    assert(mail.text.includes("https://site.test/newsletter/confirm?token=abc123"));
    assert(mail.html.includes('href="https://site.test/newsletter/confirm?token=abc123"'));
    assert(mail.text.includes("https://site.test/newsletter/unsubscribe?token=def456"));
    assertEquals(
      mail.headers?.["List-Unsubscribe"],
      "<https://site.test/newsletter/unsubscribe?token=def456>",
    );
  },
);

Deno.test(
  "the visitor's invitation carries none of the free text, even when the outbox row has it",
  () => {
    const planted = {
      ...consultation,
      name: "Win at https://probe.test/n",
      company: "https://probe.test/c",
      message: "See https://probe.test/m",
    };
    const mail = renderMessage(message("visitor_consultation", planted), config);
    const all = [
      mail.subject,
      mail.text,
      mail.html,
      mail.to.name ?? "",
      mail.calendar?.content ?? "",
      ...mail.attachments.map((attachment) => attachment.content),
    ].join("\n");
    assert(!all.includes("probe.test") && !all.includes("Win at"), "no free text");
    assert(all.includes("Technical Architecture Review") && all.includes("01:00 PM - 02:00 PM"));
  },
);

Deno.test("bidirectional controls and line breaks never reach a subject or a display name", () => {
  const mail = renderMessage(
    message("agency_contact", { ...contact, name: "Eve\u202Eexe.fdp\u202C\r\nBcc: x@y.z\u2066" }),
    config,
  );
  assert(!/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\r\n]/.test(mail.subject), mail.subject);
  assert(mail.subject.endsWith("from Eveexe.fdp Bcc: x@y.z"), mail.subject);
  assertEquals(formatAddress(mail.replyTo!), '"Eveexe.fdp Bcc: x@y.z" <ada@example.com>');
});

Deno.test("the agency's notice and digest say what waits or failed, without visitors' text", () => {
  const notice = renderMessage(
    message("agency_notice", {
      limited_kind: "agency_contact",
      per_hour: 15,
      per_day: 40,
      waiting: 85,
      at: "2026-11-25T10:00:00Z",
    }),
    config,
  );
  assertEquals(notice.to.address, "inbox@agency.test");
  assert(notice.subject.includes("agency_contact") && notice.text.includes("85 message(s)"));
  const digest = renderMessage(
    message("agency_digest", {
      failed: 1,
      waiting: 2,
      messages: [
        {
          id: 7,
          kind: "visitor_consultation",
          status: "failed",
          attempts: 6,
          created_at: "x",
          last_error: "451 busy",
        },
      ],
    }),
    config,
  );
  assertEquals(digest.subject, "Website mail digest: 1 failed, 2 waiting");
  assert(digest.text.includes("#7 visitor_consultation") && digest.text.includes("451 busy"));
});
