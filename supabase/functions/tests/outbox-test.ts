// The outbox against the local backend (PGlite or PostgreSQL 15, as
// tests/backend/send-outbox.test.ts starts it) and a local SMTP server.
import { assert, assertEquals } from "./assert.ts";
import { drainOutbox, OutboxClient } from "../_shared/outbox.ts";
import { smtpTransport } from "../_shared/transports.ts";
import {
  backendUrl,
  closedPort,
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
  source_id: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

const client = new OutboxClient(backendUrl, serviceRoleKey);
const list = () => client.rpc<Listed[]>("list_outbox", { max_rows: 10000 });
const quiet = () => {};

Deno.test({
  name: "the outbox loses nothing while SMTP is down and sends each inquiry exactly once when it is back, even with two senders",
  ignore: !backendUrl,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const run = crypto.randomUUID().slice(0, 8);
    const names = Array.from({ length: 50 }, (_, i) => `Visitor ${run}-${i}`);
    for (const [i, name] of names.entries()) {
      await submit("contacts", {
        name,
        email: `visitor.${run}.${i}@example.com`,
        project_type: "AI Automation",
        message: `Inquiry number ${i}`,
      });
    }
    const ours = (rows: Listed[]) =>
      rows.filter((row) => row.kind === "agency_contact" && row.recipient === "agency");
    // The database is this run's own (tests/backend/send-outbox.test.ts), so every
    // agency_contact message in it is one of these 50.
    const mine = async () => ours(await list());

    // SMTP down: nothing is sent and nothing is lost.
    const downSmtp = smtpAt(closedPort());
    const down = testConfig({ transport: { kind: "smtp", smtp: downSmtp } });
    const downTransport = smtpTransport(downSmtp);
    const first = await drainOutbox(down, client, downTransport, quiet);
    downTransport.close();
    assertEquals(first.sent, 0);
    const waiting = (await mine()).filter((row) => row.status === "pending");
    assertEquals(waiting.length, 50);
    assertEquals((await mine()).length, 50);
    assert(waiting.every((row) => row.attempts === 1 && row.last_error));

    // SMTP back: both senders drain at the same time; every message once.
    const smtp = await startSmtp();
    try {
      await client.rpc("requeue_outbox", {});
      const config = testConfig({ transport: { kind: "smtp", smtp: smtpAt(smtp.port) } });
      const senders = [0, 1].map(() => smtpTransport(smtpAt(smtp.port)));
      const results = await Promise.all(
        senders.map((sender) => drainOutbox(config, client, sender, quiet)),
      );
      senders.forEach((sender) => sender.close());
      const agencyMails = smtp.received.filter((mail) =>
        names.some((name) => mail.subject.endsWith(`from ${name}`)),
      );
      assertEquals(agencyMails.length, 50);
      assertEquals(new Set(agencyMails.map((mail) => mail.subject)).size, 50);
      assert(agencyMails.every((mail) => mail.to.join() === "inbox@agency.test"));
      assertEquals(
        results.reduce((sum, result) => sum + result.sent, 0),
        smtp.received.length,
      );
      assertEquals((await mine()).filter((row) => row.status !== "sent").length, 0);
    } finally {
      await smtp.close();
    }
  },
});

Deno.test({
  name: "a message that keeps failing ends as failed with its error kept, and its neighbours are sent",
  ignore: !backendUrl,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const busy = `always-busy.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const smtp = await startSmtp((recipient) => (recipient === busy ? 451 : undefined));
    try {
      await submit("consultation_requests", {
        name: "Busy Visitor",
        email: busy,
        consultation_type: "AI Strategy & Roadmap",
        preferred_date: weekdayAhead(10),
        preferred_time: "10:00 AM - 11:00 AM",
      });
      const config = testConfig({ transport: { kind: "smtp", smtp: smtpAt(smtp.port) } });
      const transport = smtpTransport(smtpAt(smtp.port));
      const invitation = async () =>
        (await list()).find((row) => row.kind === "visitor_consultation" && row.recipient === busy);
      // Each run is one attempt; requeue_outbox stands in for the backoff's wait.
      for (let attempt = 0; attempt < 10 && (await invitation())?.status !== "failed"; attempt++) {
        await drainOutbox(config, client, transport, quiet);
        await client.rpc("requeue_outbox", {});
      }
      transport.close();
      const failed = await invitation();
      assertEquals(failed?.status, "failed");
      assertEquals(failed?.attempts, 6);
      assert(failed?.last_error?.includes("451"), `error kept: ${failed?.last_error}`);
      // Still listed (never deleted), and the agency's copy went out once.
      const agency = smtp.received.filter(
        (mail) => mail.raw.includes(busy) && mail.to.includes("inbox@agency.test"),
      );
      assertEquals(agency.length, 1);
      assertEquals(smtp.received.filter((mail) => mail.to.includes(busy)).length, 0);
    } finally {
      await smtp.close();
    }
  },
});
