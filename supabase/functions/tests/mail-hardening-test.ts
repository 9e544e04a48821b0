// The sender on a bad day, against the local backend (PGlite or PostgreSQL 15,
// as tests/backend/send-outbox.test.ts starts it, with the mail budget raised):
// a slow SMTP server, credentials refused and then fixed, and a consultation
// booked for someone else's address.
import { assert, assertEquals } from "./assert.ts";
import { formatAddress } from "../_shared/config.ts";
import { drainOutbox, OutboxClient, type OutboxHealth } from "../_shared/outbox.ts";
import type { Mail } from "../_shared/messages.ts";
import { smtpTransport, type Transport } from "../_shared/transports.ts";
import {
  backendUrl,
  serviceRoleKey,
  smtpAt,
  startSmtp,
  submit,
  testConfig,
  weekdayAhead,
} from "./helpers.ts";

type Listed = {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

const client = new OutboxClient(backendUrl, serviceRoleKey);
const list = () => client.rpc<Listed[]>("list_outbox", { max_rows: 10000 });
const quiet = () => {};

/** A transport that keeps what it is given. */
function recorder(): Transport & { mails: Mail[] } {
  const mails: Mail[] = [];
  return {
    mails,
    send(mail) {
      mails.push(mail);
      return Promise.resolve({});
    },
    close() {},
  };
}

async function contacts(names: string[]) {
  for (const [i, name] of names.entries()) {
    await submit("contacts", {
      name,
      email: `visitor.${crypto.randomUUID().slice(0, 8)}.${i}@example.com`,
      project_type: "AI Automation",
      message: `Inquiry number ${i}`,
    });
  }
}

Deno.test({
  name: "a slow SMTP server that answers after the lease would have run out gets 30 inquiries as exactly 30 mails",
  ignore: !backendUrl,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    // Whatever earlier tests left goes first, so only this test's mails remain.
    await drainOutbox(testConfig(), client, recorder(), quiet);
    const run = crypto.randomUUID().slice(0, 8);
    const names = Array.from({ length: 30 }, (_, i) => `Slow ${run}-${i}`);
    await contacts(names);
    // Each answer takes 3.6 s; each claim's lease is 3 s unless renewed (every second). A
    // 1 s lease renewed every third of a second was lost on a loaded 2-core machine, where a
    // renewal could wait longer than that for the CPU, and three mails went twice.
    const smtp = await startSmtp(undefined, 0, { delayMs: 3600 });
    try {
      const config = testConfig({
        transport: { kind: "smtp", smtp: smtpAt(smtp.port) },
        leaseSeconds: 3,
      });
      const senders = Array.from({ length: 10 }, () => smtpTransport(smtpAt(smtp.port)));
      const results = await Promise.all(
        senders.map((sender) => drainOutbox(config, client, sender, quiet)),
      );
      senders.forEach((sender) => sender.close());
      const ours = smtp.received.filter((mail) =>
        names.some((name) => mail.subject.endsWith(`from ${name}`)),
      );
      assertEquals(ours.length, 30);
      assertEquals(new Set(ours.map((mail) => mail.subject)).size, 30);
      assertEquals(
        results.reduce((sum, result) => sum + result.sent, 0),
        smtp.received.length,
      );
      const ids = new Set(ours.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1]));
      assertEquals(ids.size, 30, "one Message-ID per outbox message");
    } finally {
      await smtp.close();
    }
  },
});

Deno.test({
  name: "credentials refused, then fixed: every message waits, then goes once, and none failed",
  ignore: !backendUrl,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await drainOutbox(testConfig(), client, recorder(), quiet);
    const run = crypto.randomUUID().slice(0, 8);
    const names = Array.from({ length: 8 }, (_, i) => `Locked ${run}-${i}`);
    await contacts(names);
    const smtp = await startSmtp(undefined, 0, {
      credentials: { user: "website", pass: "right" },
    });
    const ours = async () =>
      (await list()).filter(
        (row) => row.kind === "agency_contact" && row.recipient === "agency" && row.id > 0,
      );
    try {
      const wrong = { ...smtpAt(smtp.port), user: "website", pass: "wrong" };
      const wrongConfig = testConfig({ transport: { kind: "smtp", smtp: wrong } });
      for (let run = 0; run < 3; run++) {
        const transport = smtpTransport(wrong);
        const result = await drainOutbox(wrongConfig, client, transport, quiet);
        transport.close();
        assertEquals(result, { sent: 0, failed: 0, stopped: "credentials" });
      }
      const waiting = (await ours()).slice(0, 8);
      assert(waiting.every((row) => row.status === "pending" && row.attempts === 0));
      const health = await client.health();
      assert(health.credentials_refused_since, "health says the credentials are refused");

      const right = { ...smtpAt(smtp.port), user: "website", pass: "right" };
      const transport = smtpTransport(right);
      const result = await drainOutbox(
        testConfig({ transport: { kind: "smtp", smtp: right } }),
        client,
        transport,
        quiet,
      );
      transport.close();
      assertEquals(result.failed, 0);
      const delivered = smtp.received.filter((mail) =>
        names.some((name) => mail.subject.endsWith(`from ${name}`)),
      );
      assertEquals(delivered.length, 8);
      assertEquals(new Set(delivered.map((mail) => mail.subject)).size, 8);
      assertEquals((await list()).filter((row) => row.status === "failed").length, 0);
      const after: OutboxHealth = await client.health();
      assertEquals(after.credentials_refused_since, null);
      assertEquals(after.last_outcome, "sent");
    } finally {
      await smtp.close();
    }
  },
});

Deno.test({
  name: "a consultation booked for a third party mails that address only our text and the booking's facts, and a second one that day mails it nothing",
  ignore: !backendUrl,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await drainOutbox(testConfig(), client, recorder(), quiet);
    const victim = `victim.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const booking = (email: string) =>
      submit("consultation_requests", {
        name: "Claim your prize at https://probe.test/name \u202Egnp.exe",
        email,
        company: "https://probe.test/company",
        consultation_type: "Project Scoping & Estimation",
        preferred_date: weekdayAhead(9),
        preferred_time: "11:00 AM - 12:00 PM",
        message: "Open https://probe.test/message now",
      });
    await booking(victim.replace("@", "+1@"));
    const transport = recorder();
    await drainOutbox(testConfig(), client, transport, quiet);
    const toVictim = transport.mails.filter((mail) => mail.to.address.startsWith("victim."));
    assertEquals(toVictim.length, 1);
    const [mail] = toVictim;
    const everything = [
      mail!.subject,
      mail!.text,
      mail!.html,
      mail!.to.name ?? "",
      JSON.stringify(mail!.headers ?? {}),
      ...mail!.attachments.map((attachment) => attachment.content),
      mail!.calendar?.content ?? "",
    ].join("\n");
    for (const text of ["probe.test", "prize", "Claim", "gnp.exe"])
      assert(!everything.includes(text), `the invitation does not carry "${text}"`);
    for (const fact of [
      "Project Scoping & Estimation",
      "11:00 AM - 12:00 PM",
      "America/Los_Angeles",
    ])
      assert(everything.includes(fact), `the invitation carries ${fact}`);
    assert(mail!.calendar?.content.includes("METHOD:REQUEST"));
    // The agency's copy keeps everything, and no bidi override reaches its subject.
    const agency = transport.mails.find(
      (sent) => sent.to.address === "inbox@agency.test" && sent.text.includes("probe.test/message"),
    );
    assert(agency, "the agency got the booking with its message");
    assert(!/[\u202A-\u202E\u2066-\u2069]/.test(agency!.subject + formatAddress(agency!.replyTo!)));

    // A second booking for that address today, spelled differently: the agency hears of it, the address gets nothing.
    await booking(victim.toUpperCase());
    const second = recorder();
    await drainOutbox(testConfig(), client, second, quiet);
    assertEquals(
      second.mails.filter((sent) => sent.to.address.toLowerCase().startsWith("victim.")).length,
      0,
    );
    assertEquals(second.mails.filter((sent) => sent.to.address === "inbox@agency.test").length, 1);
  },
});
