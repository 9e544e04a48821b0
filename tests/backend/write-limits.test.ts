// @vitest-environment node
// Closing the public write path to abuse (supabase/migrations/*_write_path_limits.sql),
// through supabase-js and the local backend as a visitor would meet it: one row
// per request, per-sender rate limits (HTTP 429; refusals count too),
// newsletter answers that never reveal a subscriber, double opt-in, bounded
// consultation dates and retention. Per-address caps are on the mail an
// address receives: tests/backend/mail-hardening.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retentionPeriodKeys, retentionPeriods } from "../../src/lib/retention";
import {
  LOCAL_ANON_KEY,
  databaseKinds,
  randomSender,
  startTestBackend,
  uniqueEmail,
  utcDate,
  utcSaturday,
  utcWeekday,
  type TestBackend,
} from "./helpers";

const dayAfter = (date: string) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

const contact = (email = uniqueEmail()) => ({
  name: "Ada Lovelace",
  email,
  company: null,
  phone: null,
  project_type: "AI Automation",
  budget: null,
  message: "We want to automate our invoice processing.",
});

const consultation = (email = uniqueEmail()) => ({
  name: "Grace Hopper",
  email,
  consultation_type: "Technical Architecture Review",
  preferred_date: utcWeekday(7),
  preferred_time: "02:00 PM - 03:00 PM",
});

describe.each(databaseKinds())("The write path on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  }, 60_000);
  afterAll(() => backend?.close());

  const count = async (table: string, column: string, value: string) =>
    (await backend.rows(table, column, value)).length;

  describe("rate limits", () => {
    it("ships real limits by default: a handful per sender in 10 minutes", async () => {
      expect(
        await backend.db.query(
          "select table_name, per_sender, sender_window::text from private.write_limits order by table_name",
        ),
      ).toEqual(
        ["consultation_requests", "contacts", "newsletter_subscribers"].map((table_name) => ({
          table_name,
          per_sender: 5,
          sender_window: "00:10:00",
        })),
      );
    });

    it(
      "stores at most the limit of 30 rapid contact enquiries from one client, refuses the rest with 429",
      { timeout: 20_000 },
      async () => {
        const client = backend.client(LOCAL_ANON_KEY, randomSender());
        const company = `Flood ${utcDate()} ${Math.random()}`;
        const results = await Promise.all(
          Array.from({ length: 30 }, () =>
            client.from("contacts").insert({ ...contact(), company }),
          ),
        );
        const accepted = results.filter((result) => result.status === 201);
        const refused = results.filter((result) => result.status !== 201);
        expect(accepted).toHaveLength(5);
        for (const result of refused) {
          expect(result.status).toBe(429);
          expect(result.error).not.toBeNull();
        }
        expect(await count("contacts", "company", company)).toBe(5);

        // Another client (another X-Forwarded-For) is not affected.
        const other = await backend
          .client(LOCAL_ANON_KEY, randomSender())
          .from("contacts")
          .insert(contact());
        expect([other.status, other.error]).toEqual([201, null]);
      },
    );

    it.each(["consultation_requests", "newsletter_subscribers"])(
      "limits %s per sender too",
      async (table) => {
        const client = backend.client(LOCAL_ANON_KEY, randomSender());
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const row =
            table === "consultation_requests"
              ? consultation()
              : { email: uniqueEmail(), source: "/" };
          statuses.push((await client.from(table).insert(row as Record<string, unknown>)).status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      },
    );

    it("does not limit enquiries naming one address: they mail only the agency", async () => {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await backend.client().from("contacts").insert(contact(email))).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201]);
      expect(await count("contacts", "email", email)).toBe(5);
    });

    it("counts a request without X-Forwarded-For by its socket address, as a proxy would pass it", async () => {
      const send = () =>
        fetch(`${backend.url}/rest/v1/contacts`, {
          method: "POST",
          body: JSON.stringify(contact()),
          headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it("takes the sender from X-Forwarded-For's first entry, canonically, and never from X-Real-IP", async () => {
      const senders: [Record<string, string>, string][] = [
        [{ "x-forwarded-for": " 192.0.2.1 , 10.0.0.1", "x-real-ip": "192.0.2.9" }, "192.0.2.1"],
        [{ "x-forwarded-for": "192.0.2.1:4711" }, "192.0.2.1"],
        [{ "x-forwarded-for": "::ffff:192.0.2.1" }, "192.0.2.1"],
        [{ "x-forwarded-for": "2001:DB8:0:0:0:0:0:1" }, "2001:db8::/64"],
        [{ "x-forwarded-for": "[2001:db8::ffff:1]:443" }, "2001:db8::/64"],
        [{ "x-forwarded-for": "not an address" }, "unparsable"],
        [{ "x-real-ip": "192.0.2.9" }, "unknown"],
        [{ "x-forwarded-for": "", "x-real-ip": "192.0.2.9" }, "unknown"],
        [{}, "unknown"],
      ];
      for (const [headers, sender] of senders) {
        const [row] = await backend.db.transaction((tx) =>
          tx.query<{ sender: string }>(
            "select set_config('request.headers', $1, true), private.request_sender() as sender",
            [JSON.stringify(headers)],
          ),
        );
        expect([headers, row?.sender]).toEqual([headers, sender]);
      }
      const [outside] = await backend.db.query<{ sender: string }>(
        "select private.request_sender() as sender",
      );
      expect(outside?.sender).toBe("unknown");
    });

    it("counts 30 addresses of one IPv6 /64, in any spelling, as one sender", async () => {
      const group = () => Math.floor(Math.random() * 0xffff).toString(16);
      const prefix = `2001:db8:${group()}:${group()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const spelling =
          i % 2
            ? `${prefix}:0:0:0:${(i + 1).toString(16)}`
            : `[${prefix.toUpperCase()}::${(i + 1).toString(16)}]:443`;
        const { status } = await backend
          .client(LOCAL_ANON_KEY, spelling)
          .from("contacts")
          .insert(contact());
        statuses.push(status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    });

    it("counts refused requests too, so a sender that keeps flooding stays refused", async () => {
      const sender = randomSender();
      const client = backend.client(LOCAL_ANON_KEY, sender);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await client.from("contacts").insert(contact())).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      const [{ hash } = { hash: "" }] = await backend.db.query<{ hash: string }>(
        "select private.keyed_hash($1) as hash",
        [sender],
      );
      const attempts = await backend.db.query<{ refused: boolean }>(
        "select refused from private.write_attempts where sender_hash = $1 order by id",
        [hash],
      );
      expect(attempts.map((row) => row.refused)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
        true,
        true,
      ]);
      // The accepted ones leave the window; the refusals (3, and 2 more) alone still fill it.
      await backend.db.query(
        "update private.write_attempts set created_at = now() - interval '11 minutes' where sender_hash = $1 and not refused",
        [hash],
      );
      await backend.db.query(
        "insert into private.write_attempts (table_name, sender_hash, refused) select 'contacts', $1, true from generate_series(1, 2)",
        [hash],
      );
      expect((await client.from("contacts").insert(contact())).status).toBe(429);
    });

    it("answers a refusal with Retry-After and stores nothing of it", async () => {
      const sender = randomSender();
      const company = `Refused ${Math.random()}`;
      const send = () =>
        fetch(`${backend.url}/rest/v1/contacts`, {
          method: "POST",
          body: JSON.stringify({ ...contact(), company }),
          headers: {
            apikey: LOCAL_ANON_KEY,
            "Content-Type": "application/json",
            "X-Forwarded-For": sender,
          },
        });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("600");
      expect(await count("contacts", "company", company)).toBe(5);
    });

    it("keeps the counters out of anon's reach (a private schema, hashed values)", async () => {
      const { status, error } = await backend
        .client()
        .schema("private")
        .from("write_attempts")
        .select("*");
      expect(status).toBeGreaterThanOrEqual(400);
      expect(error).not.toBeNull();
      // HMAC-SHA256 with a key made at migration time, not md5 of the
      // address: it cannot be found by hashing candidate addresses.
      const sender = randomSender();
      const { status: stored } = await backend
        .client(LOCAL_ANON_KEY, sender)
        .from("contacts")
        .insert(contact());
      expect(stored).toBe(201);
      const [row] = await backend.db.query<{ sender_hash: string; md5: string; keyed: string }>(
        "select sender_hash, md5($1) as md5, private.keyed_hash($1) as keyed from private.write_attempts order by id desc limit 1",
        [sender],
      );
      expect(row?.sender_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.sender_hash).toBe(row?.keyed);
      expect(row?.sender_hash).not.toContain(row?.md5);
    });
  });

  describe("one row per request", () => {
    it.each([
      ["contacts", () => [contact(), contact()]],
      ["consultation_requests", () => [consultation(), consultation()]],
      [
        "newsletter_subscribers",
        () => [
          { email: uniqueEmail(), source: "/" },
          { email: uniqueEmail(), source: "/" },
        ],
      ],
    ] as const)(
      "refuses an array of 2 rows for %s with 400 PT400 and stores nothing",
      async (table, rows) => {
        const values = rows();
        const { status, error } = await backend
          .client()
          .from(table)
          .insert([...values]);
        expect(status).toBe(400);
        expect(error?.code).toBe("PT400");
        for (const row of values) expect(await count(table, "email", row.email)).toBe(0);
      },
    );
  });

  describe("newsletter answers reveal nothing", () => {
    let known: string;
    beforeAll(async () => {
      known = uniqueEmail("known");
      const { status } = await backend
        .client()
        .from("newsletter_subscribers")
        .insert({ email: known, source: "/" });
      expect(status).toBe(201);
    });

    /** The raw answer, so status, headers that matter and body can be compared. */
    const answer = async (body: unknown) => {
      const response = await fetch(`${backend.url}/rest/v1/newsletter_subscribers`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          apikey: LOCAL_ANON_KEY,
          "Content-Type": "application/json",
          "X-Forwarded-For": randomSender(),
        },
      });
      return { status: response.status, body: await response.text() };
    };

    const bodies: [string, (email: string) => unknown][] = [
      ["a valid body", (email) => ({ email, source: "/" })],
      ["the address in another case", (email) => ({ email: email.toUpperCase(), source: "/" })],
      ["a bad email", (email) => ({ email: `${email}.`, source: "/" })],
      ["an empty source", (email) => ({ email, source: "" })],
      ["a source over 200 characters", (email) => ({ email, source: `/${"x".repeat(200)}` })],
      ["a null source", (email) => ({ email, source: null })],
      ["no source", (email) => ({ email })],
      ["an unknown column", (email) => ({ email, source: "/", colour: "blue" })],
      [
        "a column anon may not set",
        (email) => ({ email, source: "/", confirmed_at: "2020-01-01" }),
      ],
      ["a wrongly typed source", (email) => ({ email, source: ["/"] })],
    ];

    it.each(bodies)("answers %s the same for a subscribed and a new address", async (_, body) => {
      const fresh = uniqueEmail("known");
      const [forKnown, forNew] = [await answer(body(known)), await answer(body(fresh))];
      // The bodies may name the address only where both would; they do not.
      expect(forNew.body.replace(fresh, "<email>").replace(fresh.toUpperCase(), "<email>")).toBe(
        forKnown.body.replace(known, "<email>").replace(known.toUpperCase(), "<email>"),
      );
      expect(forNew.status).toBe(forKnown.status);
    });

    it("answers an array of two rows the same whether or not the addresses exist", async () => {
      const forKnown = await answer([
        { email: known, source: "/" },
        { email: known, source: "/" },
      ]);
      const fresh = uniqueEmail();
      const forNew = await answer([
        { email: fresh, source: "/" },
        { email: uniqueEmail(), source: "/" },
      ]);
      expect(forNew).toEqual(forKnown);
      expect(forNew.status).toBe(400);
    });
  });

  describe("double opt-in", () => {
    const signUp = async (email = uniqueEmail()) => {
      const { status } = await backend
        .client()
        .from("newsletter_subscribers")
        .insert({ email, source: "/blog" });
      expect(status).toBe(201);
      const [row] = await backend.db.query<{
        confirm_token: string;
        unsubscribe_token: string;
        confirmed_at: unknown;
      }>(
        "select confirm_token, unsubscribe_token, confirmed_at from public.newsletter_subscribers where email = $1",
        [email],
      );
      if (!row) throw new Error("the sign-up was not stored");
      return { email, ...row };
    };
    const confirmedAt = async (email: string) =>
      (
        await backend.db.query<{ confirmed_at: unknown }>(
          "select confirmed_at from public.newsletter_subscribers where email = $1",
          [email],
        )
      )[0]?.confirmed_at;
    const rpc = async (fn: string, token: string) => {
      const { status, data, error } = await backend.client().rpc(fn, { token });
      return { status, data, error };
    };

    it("stores a sign-up unconfirmed with random tokens, and logs its confirmation link", async () => {
      const first = await signUp();
      const second = await signUp();
      expect(first.confirmed_at).toBeNull();
      expect(first.confirm_token).toMatch(/^[0-9a-f]{64}$/);
      expect(first.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
      expect(
        new Set([first.confirm_token, first.unsubscribe_token, second.confirm_token]).size,
      ).toBe(3);
      expect(backend.logs.join("\n")).toContain(
        `https://site.test/newsletter/confirm?token=${first.confirm_token}`,
      );
    });

    it("confirms with the right token, answers a wrong or reused token the same, and changes nothing then", async () => {
      const { email, confirm_token } = await signUp();
      const wrong = await rpc("confirm_newsletter", "0".repeat(64));
      expect(wrong).toEqual({ status: 204, data: null, error: null });
      expect(await confirmedAt(email)).toBeNull();

      expect(await rpc("confirm_newsletter", confirm_token)).toEqual(wrong);
      const confirmed = await confirmedAt(email);
      expect(confirmed).not.toBeNull();

      expect(await rpc("confirm_newsletter", confirm_token)).toEqual(wrong);
      expect(await confirmedAt(email)).toEqual(confirmed);
    });

    it("unsubscribes (deletes the row) with the right token, the same answer for a wrong or reused one", async () => {
      const { email, unsubscribe_token, confirm_token } = await signUp();
      const wrong = await rpc("unsubscribe_newsletter", "f".repeat(64));
      expect(wrong).toEqual({ status: 204, data: null, error: null });
      // The confirm token is not an unsubscribe token.
      expect(await rpc("unsubscribe_newsletter", confirm_token)).toEqual(wrong);
      expect(await count("newsletter_subscribers", "email", email)).toBe(1);

      expect(await rpc("unsubscribe_newsletter", unsubscribe_token)).toEqual(wrong);
      expect(await count("newsletter_subscribers", "email", email)).toBe(0);
      expect(await rpc("unsubscribe_newsletter", unsubscribe_token)).toEqual(wrong);

      // The address may sign up again, unconfirmed with new tokens.
      const again = await signUp(email);
      expect(again.confirmed_at).toBeNull();
      expect(again.unsubscribe_token).not.toBe(unsubscribe_token);
    });

    it("offers anon only those two functions", async () => {
      for (const fn of [
        "delete_expired_submissions",
        "limit_writes",
        "newsletter_subscribers_skip_duplicate",
      ]) {
        const { status, error } = await backend.client().rpc(fn, {});
        expect([fn, status, error?.code]).toEqual([fn, 404, "PGRST202"]);
      }
    });
  });

  describe("consultation dates", () => {
    const bad: [string, string, RegExp][] = [
      ["infinity", "infinity", /calendar date/],
      ["-infinity", "-infinity", /calendar date/],
      ["the year 5874897", "5874897-01-01", /365 days/],
      ["366 days ahead", utcDate(366), /365 days/],
      ["a Saturday", utcSaturday(1), /weekday/],
      ["a Sunday", dayAfter(utcSaturday(1)), /weekday/],
    ];
    it.each(bad)("refuses %s with 400 23514", async (_, preferred_date, message) => {
      const values = { ...consultation(), preferred_date };
      const { status, error } = await backend.client().from("consultation_requests").insert(values);
      expect(status).toBe(400);
      expect(error?.code).toBe("23514");
      expect(error?.message).toMatch(message);
      expect(await count("consultation_requests", "email", values.email)).toBe(0);
    });

    it("accepts the last weekday within 365 days", async () => {
      let days = 365;
      while (utcWeekday(days) !== utcDate(days)) days--;
      const values = { ...consultation(), preferred_date: utcDate(days) };
      const { status, error } = await backend.client().from("consultation_requests").insert(values);
      expect([status, error]).toEqual([201, null]);
    });
  });

  describe("retention", () => {
    it("keeps the periods of src/lib/retention.ts", async () => {
      for (const [name, period] of Object.entries(retentionPeriods)) {
        const key = retentionPeriodKeys[name as keyof typeof retentionPeriods];
        const [row] = await backend.db.query<{ same: boolean }>(
          "select keep = $2::interval as same from private.retention_periods where data = $1",
          [key, period],
        );
        expect([name, row?.same]).toEqual([name, true]);
      }
      const [{ rows } = { rows: 0 }] = await backend.db.query<{ rows: number }>(
        "select count(*)::int as rows from private.retention_periods",
      );
      expect(rows).toBe(Object.keys(retentionPeriods).length);
    });

    it("deletes what is older than its period and keeps the rest", async () => {
      const db = backend.db;
      const tag = uniqueEmail("retention");
      const email = (label: string) => `${label}.${tag}`;
      const insertContact = (label: string, age: string) =>
        db.query(
          `insert into public.contacts (name, email, project_type, message, created_at) values ('R', $1, 'Other', 'm', now() - $2::interval)`,
          [email(label), age],
        );
      await insertContact("old-contact", "24 months 1 day");
      await insertContact("new-contact", "23 months");
      await db.query(
        "alter table public.consultation_requests disable trigger consultation_requests_check_preferred_date",
      );
      for (const [label, age] of [
        ["old-consultation", "25 months"],
        ["new-consultation", "1 month"],
      ])
        await db.query(
          `insert into public.consultation_requests (name, email, consultation_type, preferred_date, preferred_time, created_at)
           values ('R', $1, 'AI Strategy & Roadmap', '2020-01-06', '09:00 AM - 10:00 AM', now() - $2::interval)`,
          [email(label), age],
        );
      await db.query(
        "alter table public.consultation_requests enable trigger consultation_requests_check_preferred_date",
      );
      const insertSignup = (label: string, age: string, confirmed: boolean) =>
        db.query(
          `insert into public.newsletter_subscribers (email, source, created_at, confirmed_at)
           values ($1, '/', now() - $2::interval, case when $3 then now() - $2::interval end)`,
          [email(label), age, confirmed],
        );
      await insertSignup("old-unconfirmed", "31 days", false);
      await insertSignup("new-unconfirmed", "29 days", false);
      await insertSignup("old-confirmed", "3 years", true);
      await db.query(
        "insert into private.write_attempts (table_name, sender_hash, created_at) values ('contacts', 'old-' || $1, now() - interval '25 hours'), ('contacts', 'new-' || $1, now() - interval '23 hours')",
        [tag],
      );

      const deleted = await db.query<{ data: string; deleted: number | string }>(
        "select * from private.delete_expired_submissions()",
      );
      expect(deleted.map((row) => row.data)).toEqual([
        "contacts",
        "consultation_requests",
        "unconfirmed_newsletter_subscribers",
        "write_attempts",
      ]);
      for (const row of deleted) expect(Number(row.deleted)).toBeGreaterThanOrEqual(1);

      const left = await db.query<{ email: string }>(
        `select email from public.contacts where email like $1
         union all select email from public.consultation_requests where email like $1
         union all select email from public.newsletter_subscribers where email like $1
         order by email`,
        [`%.${tag}`],
      );
      expect(left.map((row) => row.email.split(".")[0])).toEqual([
        "new-consultation",
        "new-contact",
        "new-unconfirmed",
        "old-confirmed",
      ]);
      const counters = await db.query<{ sender_hash: string }>(
        "select sender_hash from private.write_attempts where sender_hash like '%-' || $1",
        [tag],
      );
      expect(counters).toEqual([{ sender_hash: `new-${tag}` }]);
    });
  });
});
