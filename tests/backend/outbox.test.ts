// @vitest-environment node
// The outbox (supabase/migrations/*_outbox.sql) through the local backend as a
// visitor and the sender meet it: a stored submission has its messages, a
// refused one has none, and only the service role may read or drain it.
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

type Message = { kind: string; payload: Record<string, unknown> };

describe.each(databaseKinds())("The outbox on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  /** The outbox rows of one visitor address, read with the superuser connection. */
  const messagesFor = (email: string) =>
    backend.db.query<Message>(
      "select kind, payload from private.outbox where payload ->> 'email' = $1 order by id",
      [email],
    );

  it("queues one agency mail with every field for a stored contact inquiry", async () => {
    const email = uniqueEmail("outbox");
    const { error } = await backend.client().from("contacts").insert({
      name: "Ada Lovelace",
      email,
      company: "Engines",
      phone: "+1 415",
      project_type: "AI Automation",
      budget: "Under $10k",
      message: "Automate <b>invoices</b>",
    });
    expect(error).toBeNull();
    const messages = await messagesFor(email);
    expect(messages.map((message) => message.kind)).toEqual(["agency_contact"]);
    expect(messages[0]?.payload).toMatchObject({
      name: "Ada Lovelace",
      company: "Engines",
      phone: "+1 415",
      project_type: "AI Automation",
      budget: "Under $10k",
      message: "Automate <b>invoices</b>",
    });
  });

  it("queues the agency's mail and the visitor's invitation for a consultation request", async () => {
    const email = uniqueEmail("outbox");
    const { error } = await backend
      .client()
      .from("consultation_requests")
      .insert({
        name: "Grace Hopper",
        email,
        consultation_type: "AI Strategy & Roadmap",
        preferred_date: utcWeekday(5),
        preferred_time: "09:00 AM - 10:00 AM",
      });
    expect(error).toBeNull();
    expect((await messagesFor(email)).map((message) => message.kind)).toEqual([
      "agency_consultation",
      "visitor_consultation",
    ]);
  });

  it("queues nothing for a refused submission", async () => {
    const email = uniqueEmail("outbox");
    const { error } = await backend.client().from("contacts").insert({
      name: "Ada Lovelace",
      email,
      project_type: "Not an option",
      message: "Hello",
    });
    expect(error?.code).toBe("23514");
    expect(await messagesFor(email)).toEqual([]);
  });

  it("queues one confirmation mail with the sign-up's tokens, and none for a repeat", async () => {
    const email = uniqueEmail("outbox");
    for (const address of [email, email.toUpperCase()]) {
      const { error } = await backend
        .client()
        .from("newsletter_subscribers")
        .insert({ email: address, source: "/blog" });
      expect(error).toBeNull();
    }
    const [stored] = await backend.rows("newsletter_subscribers", "email", email);
    const messages = await messagesFor(email);
    expect(messages.map((message) => message.kind)).toEqual(["newsletter_confirm"]);
    expect(messages[0]?.payload).toMatchObject({
      confirm_token: stored?.confirm_token,
      unsubscribe_token: stored?.unsubscribe_token,
    });
  });

  it("lets anon neither read the outbox nor call its functions", async () => {
    const anon = backend.client(LOCAL_ANON_KEY);
    for (const [fn, args] of [
      ["claim_outbox_message", { lease_seconds: 60 }],
      ["renew_outbox_lease", { message_id: 1, claim: crypto.randomUUID() }],
      ["mark_outbox_sent", { message_id: 1, claim: crypto.randomUUID() }],
      ["mark_outbox_failed", { message_id: 1, claim: crypto.randomUUID(), error: "x" }],
      ["release_outbox_message", { message_id: 1, claim: crypto.randomUUID(), error: "x" }],
      ["outbox_health", {}],
      ["list_outbox", {}],
      ["requeue_outbox", {}],
    ] as const) {
      const { error } = await anon.rpc(fn, args);
      expect(error?.code, fn).toBe("42501");
    }
    const [usage] = await backend.db.query<{ usage: boolean }>(
      "select has_table_privilege('anon', 'private.outbox', 'select') or has_schema_privilege('anon', 'private', 'usage') as usage",
    );
    expect(usage?.usage).toBe(false);
  });

  it("hands a due message to one sender only, and keeps a failure's error", async () => {
    // A message of its own, so that one is due whichever tests ran before.
    const { error } = await backend
      .client()
      .from("contacts")
      .insert({
        name: "Ada Lovelace",
        email: uniqueEmail("outbox"),
        project_type: "AI Automation",
        message: "Automate invoices",
      });
    expect(error).toBeNull();
    const service = backend.client(LOCAL_SERVICE_ROLE_KEY);
    await service.rpc("requeue_outbox", {});
    const first = await service.rpc("claim_outbox_message", { lease_seconds: 60 });
    expect(first.error).toBeNull();
    const [message] = first.data as { id: number; claim: string }[];
    expect(message?.claim).toMatch(/^[0-9a-f-]{36}$/);
    // A second sender gets another message (or none), never this one.
    const second = await service.rpc("claim_outbox_message", { lease_seconds: 60 });
    expect((second.data as { id: number }[]).map((row) => row.id)).not.toContain(message!.id);
    // Only the claim's holder may mark it.
    await service.rpc("mark_outbox_sent", { message_id: message!.id, claim: crypto.randomUUID() });
    await service.rpc("mark_outbox_failed", {
      message_id: message!.id,
      claim: message!.claim,
      error: "SMTP 451",
    });
    const listed = (await service.rpc("list_outbox", { message_status: "pending" })).data as {
      id: number;
      last_error: string;
      attempts: number;
    }[];
    expect(listed.find((row) => row.id === message!.id)).toMatchObject({
      last_error: "SMTP 451",
      attempts: 1,
    });
  });
});
