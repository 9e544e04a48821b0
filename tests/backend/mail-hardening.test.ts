// @vitest-environment node
// Mail that cannot be turned against anyone and does not fail in silence
// (supabase/migrations/*_mail_hardening.sql), through the local backend as a
// visitor and as the sender (service-role RPC) meet it: per-address caps on the
// mail an address receives, the invitation's payload without free text, the
// re-sent newsletter confirmation, the mail budget, automatic requeueing after
// an outage, the digest, credentials refusals, keyed hashes, and the stand-in
// refusing what PostgREST refuses.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "../../backend/jwt";
import {
  LOCAL_ANON_KEY,
  databaseKinds,
  startTestBackend,
  uniqueEmail,
  utcWeekday,
  type TestBackend,
} from "./helpers";

type Claimed = { id: number; kind: string; payload: Record<string, unknown>; claim: string };

describe.each(databaseKinds())("Mail hardening on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  }, 120_000);
  afterAll(() => backend?.close());

  const service = () => backend.client(LOCAL_SERVICE_ROLE_KEY);
  const outboxOf = (kindName: string, recipient: string) =>
    backend.db.query<{ id: number; payload: Record<string, unknown>; status: string }>(
      "select id::int, payload, status from private.outbox where kind = $1 and recipient_key = $2 order by id",
      [kindName, recipient],
    );
  const claimNext = async () => {
    const { data, error } = await service().rpc("claim_outbox_message", { lease_seconds: 60 });
    expect(error).toBeNull();
    return (data as Claimed[])[0];
  };
  /** Drains what is due as a sender would whose every send succeeds; returns what it sent. */
  const sendAll = async () => {
    const sent: Claimed[] = [];
    for (let message = await claimNext(); message; message = await claimNext()) {
      await service().rpc("mark_outbox_sent", { message_id: message.id, claim: message.claim });
      sent.push(message);
    }
    return sent;
  };

  describe("per-address caps bound the mail an address receives", () => {
    it("sends one invitation a day to a visitor address, however it is spelled, and no free text in it", async () => {
      const local = uniqueEmail("victim").split("@")[0]!;
      const bookings = [`${local}+1@example.com`, `${local.toUpperCase()}@EXAMPLE.com`];
      for (const email of bookings) {
        const { status } = await backend
          .client()
          .from("consultation_requests")
          .insert({
            name: "Visit https://probe.test/name",
            email,
            company: "https://probe.test/company",
            consultation_type: "AI Strategy & Roadmap",
            preferred_date: utcWeekday(6),
            preferred_time: "10:00 AM - 11:00 AM",
            message: "Read https://probe.test/message",
          });
        expect(status).toBe(201);
      }
      const invitations = await outboxOf("visitor_consultation", `${local}@example.com`);
      expect(invitations).toHaveLength(1);
      expect(Object.keys(invitations[0]!.payload).sort()).toEqual([
        "consultation_type",
        "email",
        "id",
        "preferred_date",
        "preferred_time",
      ]);
      expect(JSON.stringify(invitations[0]!.payload)).not.toContain("probe.test");
      // The agency hears of both bookings.
      const agency = await backend.db.query(
        "select 1 from private.outbox where kind = 'agency_consultation' and lower(payload ->> 'email') like $1",
        [`${local.toLowerCase()}%`],
      );
      expect(agency).toHaveLength(2);
    });

    it("mails a repeated unconfirmed sign-up a new link once within an hour, and a confirmed one nothing", async () => {
      const email = uniqueEmail("reader");
      const signUp = async (address = email) =>
        expect(
          (
            await backend
              .client()
              .from("newsletter_subscribers")
              .insert({ email: address, source: "/" })
          ).status,
        ).toBe(201);
      await signUp();
      expect(await outboxOf("newsletter_confirm", email)).toHaveLength(1);
      await signUp();
      await signUp(email.replace("@", "+again@"));
      expect(await outboxOf("newsletter_confirm", email)).toHaveLength(1);

      // The first mail was lost more than an hour ago: the next sign-up mails the link again, once.
      await backend.db.query(
        "update private.outbox set created_at = now() - interval '61 minutes' where kind = 'newsletter_confirm' and recipient_key = $1",
        [email],
      );
      await signUp();
      await signUp();
      const confirmations = await outboxOf("newsletter_confirm", email);
      expect(confirmations).toHaveLength(2);
      const [row] = await backend.rows("newsletter_subscribers", "email", email);
      expect(confirmations[1]!.payload.confirm_token).toBe(row?.confirm_token);

      await backend.db.query(
        "update public.newsletter_subscribers set confirmed_at = now() where email = $1",
        [email],
      );
      await backend.db.query(
        "update private.outbox set created_at = now() - interval '2 hours' where kind = 'newsletter_confirm' and recipient_key = $1",
        [email],
      );
      await signUp();
      expect(await outboxOf("newsletter_confirm", email)).toHaveLength(2);
    });
  });

  describe("the mail budget", () => {
    it("sends at most the hourly ceiling of a kind, keeps the rest waiting and tells the agency once", async () => {
      await sendAll();
      await backend.db.query(
        "update private.mail_limits set per_hour = 3, per_day = 3 where kind = 'agency_contact'",
      );
      try {
        const company = `Budget ${Math.random()}`;
        for (let i = 0; i < 6; i++) {
          const { status } = await backend.client().from("contacts").insert({
            name: "Ada",
            email: uniqueEmail(),
            company,
            project_type: "AI Automation",
            message: "Hello",
          });
          expect(status).toBe(201);
        }
        const sent = await sendAll();
        const ours = (rows: Claimed[]) =>
          rows.filter((row) => row.kind === "agency_contact" && row.payload.company === company);
        // Earlier tests in this database may have used some of the hour's allowance.
        expect(ours(sent).length).toBeLessThanOrEqual(3);
        expect(sent.filter((row) => row.kind === "agency_notice")).toHaveLength(1);
        expect(await sendAll()).toEqual([]);
        const [{ waiting } = { waiting: 0 }] = await backend.db.query<{ waiting: number }>(
          "select count(*)::int as waiting from private.outbox where kind = 'agency_contact' and status = 'pending' and payload ->> 'company' = $1",
          [company],
        );
        expect(waiting + ours(sent).length).toBe(6);
        const { data: health } = await service().rpc("outbox_health");
        expect((health as { held_by_budget: number }).held_by_budget).toBeGreaterThanOrEqual(3);
      } finally {
        await backend.db.query(
          "update private.mail_limits set per_hour = 100000, per_day = 100000 where kind = 'agency_contact'",
        );
      }
      await sendAll();
    });
  });

  describe("no silent failure", () => {
    it("requeues what failed for a transient reason within 7 days after the next successful send, and sends a digest", async () => {
      await sendAll();
      // Earlier tests aged some messages past an hour, which already brought a digest.
      await backend.db.query("delete from private.outbox where kind = 'agency_digest'");
      const insert = async (label: string) => {
        const [row] = await backend.db.query<{ id: number }>(
          "insert into private.outbox (kind, source_table, source_id, payload) values ('agency_contact', 'contacts', gen_random_uuid(), jsonb_build_object('name', $1::text)) returning id::int",
          [label],
        );
        return row!.id;
      };
      const recent = await insert("failed 3 days ago");
      const old = await insert("failed 8 days ago");
      const refused = await insert("refused for good yesterday");
      await backend.db.query(
        `update private.outbox set status = 'failed', attempts = 6, last_error = 'timeout',
           failed_at = now() - case id when $1 then interval '3 days' when $2 then interval '8 days' else interval '1 day' end,
           failed_permanently = (id = $3)
         where id in ($1, $2, $3)`,
        [recent, old, refused],
      );
      await backend.db.query(
        "update private.mail_state set last_outcome = 'failed', last_failed_at = now()",
      );

      const trigger = await insert("the next message");
      const first = await claimNext();
      expect(first?.id).toBe(trigger);
      await service().rpc("mark_outbox_sent", { message_id: first!.id, claim: first!.claim });

      const status = async (id: number) =>
        (
          await backend.db.query<{ status: string; attempts: number }>(
            "select status, attempts from private.outbox where id = $1",
            [id],
          )
        )[0];
      expect(await status(recent)).toEqual({ status: "pending", attempts: 0 });
      expect(await status(old)).toMatchObject({ status: "failed" });
      expect(await status(refused)).toMatchObject({ status: "failed" });

      const sent = await sendAll();
      expect(sent.map((row) => row.id)).toContain(recent);
      const digest = sent.find((row) => row.kind === "agency_digest");
      expect(digest?.payload).toMatchObject({ failed: 1 });
      expect(JSON.stringify(digest?.payload)).toContain(String(refused));
      // At most one digest a day.
      await backend.db.query(
        "update private.outbox set status = 'failed', failed_at = now() where id = $1",
        [recent],
      );
      await insert("another");
      expect((await sendAll()).filter((row) => row.kind === "agency_digest")).toEqual([]);
    });

    it("keeps a message pending, its attempt not counted, when the provider refuses our credentials", async () => {
      await sendAll();
      const [row] = await backend.db.query<{ id: number }>(
        "insert into private.outbox (kind, source_table, source_id, payload) values ('agency_contact', 'contacts', gen_random_uuid(), '{}') returning id::int",
      );
      const message = await claimNext();
      expect(message?.id).toBe(row!.id);
      await service().rpc("release_outbox_message", {
        message_id: message!.id,
        claim: message!.claim,
        error: "The mail API answered 401: invalid key",
      });
      const [stored] = await backend.db.query(
        "select status, attempts from private.outbox where id = $1",
        [row!.id],
      );
      expect(stored).toEqual({ status: "pending", attempts: 0 });
      const { data } = await service().rpc("outbox_health");
      expect(data).toMatchObject({
        last_outcome: "credentials_refused",
        credentials_refused_since: expect.any(String),
      });
      await sendAll();
      expect((await service().rpc("outbox_health")).data).toMatchObject({
        last_outcome: "sent",
        credentials_refused_since: null,
      });
    });
  });

  describe("exactly once", () => {
    it("lets only the holder of a claim renew or mark it, and a renewed claim is not taken", async () => {
      await sendAll();
      await backend.db.query(
        "insert into private.outbox (kind, source_table, source_id, payload) values ('agency_contact', 'contacts', gen_random_uuid(), '{}')",
      );
      const { data } = await service().rpc("claim_outbox_message", { lease_seconds: 1 });
      const [message] = data as Claimed[];
      const renew = (claim: string) =>
        service().rpc("renew_outbox_lease", {
          message_id: message!.id,
          claim,
          lease_seconds: 60,
        });
      expect((await renew(crypto.randomUUID())).data).toBe(false);
      expect((await renew(message!.claim)).data).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await claimNext()).toBeUndefined();
      await service().rpc("mark_outbox_sent", { message_id: message!.id, claim: message!.claim });
      const [stored] = await backend.db.query("select status from private.outbox where id = $1", [
        message!.id,
      ]);
      expect(stored).toEqual({ status: "sent" });
    });
  });

  describe("keyed hashes", () => {
    it("are HMAC-SHA256 with the key made at migration time", async () => {
      const [{ same } = { same: false }] = await backend.db.query<{ same: boolean }>(
        "select (select count(*) from private.hash_key) = 1 as same",
      );
      expect(same).toBe(true);
      const key = Buffer.alloc(64, 7);
      const [row] = await backend.db
        .transaction(async (tx) => {
          await tx.query("update private.hash_key set inner_pad = $1, outer_pad = $2", [
            Buffer.from(key.map((byte) => byte ^ 0x36)),
            Buffer.from(key.map((byte) => byte ^ 0x5c)),
          ]);
          const result = await tx.query<{ hash: string }>(
            "select private.keyed_hash('198.51.100.7') as hash",
          );
          throw Object.assign(new Error("roll back"), { result });
        })
        .catch((error: { result?: { hash: string }[] }) => error.result ?? []);
      expect(row?.hash).toBe(createHmac("sha256", key).update("198.51.100.7").digest("hex"));
    });
  });

  describe("the stand-in refuses what PostgREST refuses", () => {
    it.each([
      ["text/plain", JSON.stringify({ email: "a@example.com", source: "/" })],
      ["application/xml", "<row><email>a@example.com</email></row>"],
      ["text/xml; charset=utf-8", "<row/>"],
    ])("answers a %s body 415 PGRST107 and stores nothing", async (contentType, body) => {
      const before = await backend.db.query("select 1 from public.newsletter_subscribers");
      const response = await fetch(`${backend.url}/rest/v1/newsletter_subscribers`, {
        method: "POST",
        body,
        headers: { apikey: LOCAL_ANON_KEY, "Content-Type": contentType },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: "PGRST107" });
      const after = await backend.db.query("select 1 from public.newsletter_subscribers");
      expect(after.length).toBe(before.length);
    });
  });
});
