// The mail budget against the local backend (tests/backend/send-outbox.test.ts
// runs this file first on a fresh database, with agency_contact's ceiling set
// to 10 an hour and 10 a day): 100 inquiries from 100 different forwarded addresses
// are all stored, at most 10 of them are mailed, the rest wait, and the
// agency gets one notice.
import { assert, assertEquals } from "./assert.ts";
import { drainOutbox, OutboxClient } from "../_shared/outbox.ts";
import { smtpTransport } from "../_shared/transports.ts";
import { backendUrl, serviceRoleKey, smtpAt, startSmtp, submit, testConfig } from "./helpers.ts";

type Listed = { kind: string; status: string };

const client = new OutboxClient(backendUrl, serviceRoleKey);

Deno.test({
  name: "100 inquiries with rotating X-Forwarded-For cause at most the mail budget and lose none",
  ignore: !backendUrl,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    for (let i = 0; i < 100; i++) {
      // A different forwarded address each time: the per-sender limit cannot see a flood.
      await submit(
        "contacts",
        {
          name: `Flood ${i}`,
          email: `flood.${i}@example.com`,
          project_type: "AI Automation",
          message: "Buy now",
        },
        `203.0.113.${i + 1}, 10.0.0.1`,
      );
    }
    const smtp = await startSmtp();
    try {
      const config = testConfig({ transport: { kind: "smtp", smtp: smtpAt(smtp.port) } });
      for (let run = 0; run < 3; run++) {
        const transport = smtpTransport(smtpAt(smtp.port));
        await drainOutbox(config, client, transport, () => {});
        transport.close();
      }
      const inquiries = smtp.received.filter((mail) => mail.subject.includes("from Flood "));
      const notices = smtp.received.filter((mail) =>
        mail.subject.startsWith("Website mail ceiling"),
      );
      assertEquals(inquiries.length, 10);
      assertEquals(notices.length, 1);
      assert(notices[0]!.subject.includes("agency_contact"));
      const listed = await client.rpc<Listed[]>("list_outbox", { max_rows: 10000 });
      const contacts = listed.filter((row) => row.kind === "agency_contact");
      assertEquals(contacts.length, 100);
      assertEquals(contacts.filter((row) => row.status === "sent").length, 10);
      assertEquals(contacts.filter((row) => row.status === "pending").length, 90);
      const health = await client.health();
      assertEquals(health.held_by_budget, 90);
    } finally {
      await smtp.close();
    }
  },
});
