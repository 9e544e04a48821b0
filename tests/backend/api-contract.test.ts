// @vitest-environment node
// The local backend answers supabase-js as the hosted Supabase REST API does,
// with the database (grants, RLS, constraints, triggers) deciding every case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET } from "../../backend/jwt";
import {
  LOCAL_ANON_KEY,
  databaseKinds,
  isWeekday,
  randomSender,
  signJwt,
  startTestBackend,
  uniqueEmail,
  utcDate,
  utcWeekday,
  type TestBackend,
} from "./helpers";

const contact = (email = uniqueEmail()) => ({
  name: "Ada Lovelace",
  email,
  company: "Analytical Engines Ltd",
  phone: "+44 20 7946 0000",
  project_type: "AI Automation",
  budget: "$25k - $50k",
  message: "We want to automate our invoice processing.",
});

const consultation = (email = uniqueEmail()) => ({
  name: "Grace Hopper",
  email,
  company: null,
  consultation_type: "Technical Architecture Review",
  preferred_date: utcWeekday(7),
  preferred_time: "02:00 PM - 03:00 PM",
  message: null,
});

describe.each(databaseKinds())("The local backend on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  }, 60_000);
  afterAll(() => backend?.close());

  const send = (
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${backend.url}${path}`, {
      method,
      body,
      headers: {
        apikey: LOCAL_ANON_KEY,
        "Content-Type": "application/json",
        "X-Forwarded-For": randomSender(),
        ...headers,
      },
    });

  describe("valid submissions", () => {
    it("stores a contact enquiry with exactly the values sent", async () => {
      const values = contact();
      const { error, status, data } = await backend.client().from("contacts").insert(values);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toBeNull();
      const rows = await backend.rows("contacts", "email", values.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(values);
      expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.now() - new Date(rows[0]?.created_at as Date).getTime()).toBeLessThan(60_000);
    });

    it("stores a consultation request with exactly the values sent, empty optional fields as null", async () => {
      const values = consultation();
      const { error, status } = await backend.client().from("consultation_requests").insert(values);
      expect(error).toBeNull();
      expect(status).toBe(201);
      const rows = await backend.rows("consultation_requests", "email", values.email);
      expect(rows).toEqual([expect.objectContaining(values)]);
    });

    it("stores a newsletter sign-up with its source page", async () => {
      const email = uniqueEmail();
      const { error, status } = await backend
        .client()
        .from("newsletter_subscribers")
        .insert({ email, source: "/resources/blog" });
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(await backend.rows("newsletter_subscribers", "email", email)).toEqual([
        expect.objectContaining({ email, source: "/resources/blog" }),
      ]);
    });

    it("stores unicode, emoji and markup verbatim", async () => {
      const values = {
        ...contact(),
        name: "Zoë Ångström 李小龍 🚀",
        company: "Ünïcödé & Søns <b>GmbH</b>",
        message: `<script>alert("x")</script> ' " \\ -- ; DROP TABLE contacts; 👋🏽\nline two`,
      };
      const { error } = await backend.client().from("contacts").insert(values);
      expect(error).toBeNull();
      expect(await backend.rows("contacts", "email", values.email)).toEqual([
        expect.objectContaining(values),
      ]);
    });

    it("accepts yesterday (UTC) as the preferred date, since it is still today west of UTC", async () => {
      const values = { ...consultation(), preferred_date: utcDate(-1) };
      const { error } = await backend.client().from("consultation_requests").insert(values);
      if (isWeekday(values.preferred_date)) {
        expect(error).toBeNull();
        expect(await backend.rows("consultation_requests", "email", values.email)).toHaveLength(1);
      } else {
        // Only the weekday rule may refuse it, never "in the past".
        expect(error?.message).toMatch(/weekday/);
      }
    });
  });

  describe("values the constraints refuse with 400 23514, storing nothing", () => {
    const long = (length: number) => "x".repeat(length);
    const badContacts: [string, Record<string, unknown>][] = [
      ["a blank name", { name: "   " }],
      ["a name over 200 characters", { name: long(201) }],
      ["an email without @", { email: "not-an-email" }],
      ["an email with a space", { email: "ada lovelace@example.com" }],
      [
        "an email over 254 characters",
        { email: `${long(64)}@${long(63)}.${long(63)}.${long(63)}.com` },
      ],
      ["a company over 200 characters", { company: long(201) }],
      ["a phone number over 50 characters", { phone: long(51) }],
      ["a project type not in the list", { project_type: "Gardening" }],
      ["a budget not in the list", { budget: "A lot" }],
      ["an empty-string budget (empty is sent as null)", { budget: "" }],
      ["an empty message", { message: "" }],
      ["a whitespace-only message", { message: " \n\t " }],
      ["a message over 5000 characters", { message: long(5001) }],
    ];
    it.each(badContacts)("refuses a contact enquiry with %s", async (_, override) => {
      const values = { ...contact(), ...override };
      const { error, status } = await backend.client().from("contacts").insert(values);
      expect(status).toBe(400);
      expect(error?.code).toBe("23514");
      expect(await backend.rows("contacts", "email", String(values.email))).toEqual([]);
    });

    const badConsultations: [string, Record<string, unknown>][] = [
      ["a consultation type not in the list", { consultation_type: "Coffee" }],
      ["a time slot not in the list", { preferred_time: "12:00 PM - 01:00 PM" }],
      ["a preferred date in the past", { preferred_date: utcDate(-2) }],
      ["a message over 5000 characters", { message: long(5001) }],
      ["a blank name", { name: "" }],
    ];
    it.each(badConsultations)("refuses a consultation request with %s", async (_, override) => {
      const values = { ...consultation(), ...override };
      const { error, status } = await backend.client().from("consultation_requests").insert(values);
      expect(status).toBe(400);
      expect(error?.code).toBe("23514");
      expect(await backend.rows("consultation_requests", "email", values.email)).toEqual([]);
    });

    const badSignups: [string, Record<string, unknown>][] = [
      ["an invalid email", { email: "someone@" }],
      ["an empty source", { source: "" }],
      ["a source over 200 characters", { source: `/${long(200)}` }],
    ];
    it.each(badSignups)("refuses a newsletter sign-up with %s", async (_, override) => {
      const values = { email: uniqueEmail(), source: "/", ...override };
      const { error, status } = await backend
        .client()
        .from("newsletter_subscribers")
        .insert(values);
      expect(status).toBe(400);
      expect(error?.code).toBe("23514");
      expect(await backend.rows("newsletter_subscribers", "email", String(values.email))).toEqual(
        [],
      );
    });

    it("refuses a missing required field with 400 23502", async () => {
      const { message: _, ...values } = contact();
      const { error, status } = await backend.client().from("contacts").insert(values);
      expect(status).toBe(400);
      expect(error?.code).toBe("23502");
      expect(await backend.rows("contacts", "email", values.email)).toEqual([]);
    });
  });

  describe("the newsletter", () => {
    it("accepts a repeated sign-up in another letter case and keeps one row", async () => {
      const email = uniqueEmail("Repeat");
      const first = await backend
        .client()
        .from("newsletter_subscribers")
        .insert({ email, source: "/" });
      const second = await backend
        .client()
        .from("newsletter_subscribers")
        .insert({ email: email.toUpperCase(), source: "/about" });
      expect([first.status, first.error]).toEqual([201, null]);
      // Identical answers: anon cannot tell that the address was already there.
      expect([second.status, second.error, second.data]).toEqual([201, null, first.data]);
      const rows = await backend.db.query(
        "select email, source from public.newsletter_subscribers where lower(email) = lower($1)",
        [email],
      );
      expect(rows).toEqual([{ email, source: "/" }]);
    });
  });

  describe("what anon may not do", () => {
    it("refuses an unknown column with 400 PGRST204", async () => {
      const values = { ...contact(), favourite_colour: "blue" };
      const { error, status } = await backend.client().from("contacts").insert(values);
      expect(status).toBe(400);
      expect(error?.code).toBe("PGRST204");
      expect(await backend.rows("contacts", "email", values.email)).toEqual([]);
    });

    it("refuses to set a column outside the form (created_at) with 401 42501", async () => {
      const values = { ...contact(), created_at: "2000-01-01T00:00:00Z" };
      const { error, status } = await backend.client().from("contacts").insert(values);
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
    });

    it.each(["contacts", "consultation_requests", "newsletter_subscribers"])(
      "refuses to read %s with 401 42501",
      async (table) => {
        const { error, status, data } = await backend.client().from(table).select("*");
        expect(status).toBe(401);
        expect(error?.code).toBe("42501");
        expect(data).toBeNull();
        const filtered = await backend.client().from(table).select("email").eq("email", "a@b.co");
        expect([filtered.status, filtered.error?.code]).toEqual([401, "42501"]);
      },
    );

    it("refuses to read back an insert (return=representation) and stores nothing", async () => {
      const values = contact();
      const { error, status } = await backend.client().from("contacts").insert(values).select();
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
      expect(await backend.rows("contacts", "email", values.email)).toEqual([]);
    });

    it("refuses updates and deletes with 401 42501 and changes nothing", async () => {
      const values = contact();
      await backend.client().from("contacts").insert(values);
      const update = await backend
        .client()
        .from("contacts")
        .update({ name: "Changed" })
        .eq("email", values.email);
      expect([update.status, update.error?.code]).toEqual([401, "42501"]);
      const remove = await backend.client().from("contacts").delete().eq("email", values.email);
      expect([remove.status, remove.error?.code]).toEqual([401, "42501"]);
      expect(await backend.rows("contacts", "email", values.email)).toEqual([
        expect.objectContaining({ name: values.name }),
      ]);
    });

    it("answers 403 instead of 401 for a signed-in role without the privilege", async () => {
      const key = signJwt({ role: "authenticated", exp: Math.floor(Date.now() / 1000) + 3600 });
      const { error, status } = await backend.client(key).from("contacts").select("*");
      expect(status).toBe(403);
      expect(error?.code).toBe("42501");
    });

    it("lets the service role read what was stored", async () => {
      const values = contact();
      await backend.client().from("contacts").insert(values);
      const { data, error } = await backend
        .client(signJwt({ role: "service_role" }))
        .from("contacts")
        .select("*");
      expect(error).toBeNull();
      expect(data).toEqual(expect.arrayContaining([expect.objectContaining(values)]));
    });
  });

  describe("keys", () => {
    it("refuses a key signed with another secret with 401 PGRST301", async () => {
      const forged = signJwt({ role: "anon", exp: 1983812996 }, `not-${LOCAL_JWT_SECRET}`);
      const values = contact();
      const { error, status } = await backend.client(forged).from("contacts").insert(values);
      expect(status).toBe(401);
      expect(error?.code).toBe("PGRST301");
      expect(await backend.rows("contacts", "email", values.email)).toEqual([]);
    });

    it("refuses an expired key with 401 PGRST303", async () => {
      const expired = signJwt({ role: "anon", exp: Math.floor(Date.now() / 1000) - 3600 });
      const { error, status } = await backend.client(expired).from("contacts").insert(contact());
      expect(status).toBe(401);
      expect(error?.code).toBe("PGRST303");
    });

    it("refuses a key that is not a JWT with 401 PGRST301", async () => {
      const { error, status } = await backend
        .client("not-a-jwt")
        .from("contacts")
        .insert(contact());
      expect(status).toBe(401);
      expect(error?.code).toBe("PGRST301");
    });

    it("refuses a request without any key with 401", async () => {
      const response = await fetch(`${backend.url}/rest/v1/contacts`, {
        method: "POST",
        body: JSON.stringify(contact()),
      });
      expect(response.status).toBe(401);
    });
  });

  describe("HTTP details", () => {
    it("answers a CORS preflight as PostgREST does", async () => {
      const response = await fetch(`${backend.url}/rest/v1/contacts`, {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "apikey, authorization, content-type, x-client-info",
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")).toContain(
        "apikey, authorization, content-type, x-client-info",
      );
      expect(response.headers.get("access-control-max-age")).toBe("86400");
    });

    it("allows the page's origin to read the answer to an insert", async () => {
      const response = await send("POST", "/rest/v1/contacts", JSON.stringify(contact()), {
        Origin: "http://localhost:4173",
      });
      expect(response.status).toBe(201);
      expect(await response.text()).toBe("");
      expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:4173");
    });

    it("refuses malformed JSON with 400 PGRST102", async () => {
      const response = await send("POST", "/rest/v1/contacts", '{"name": "Ada",');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "PGRST102" });
    });

    it("refuses an unknown table with 404 PGRST205", async () => {
      const { error, status } = await backend.client().from("orders").insert({ id: 1 });
      expect(status).toBe(404);
      expect(error?.code).toBe("PGRST205");
    });

    it("refuses a body over 1 MiB with 413 and stores nothing", async () => {
      const values = { ...contact(), message: "x".repeat(2 * 1024 * 1024) };
      const response = await send("POST", "/rest/v1/contacts", JSON.stringify(values));
      expect(response.status).toBe(413);
      expect(await backend.rows("contacts", "email", values.email)).toEqual([]);
    });

    it("answers errors in PostgREST's shape", async () => {
      const response = await send(
        "POST",
        "/rest/v1/contacts",
        JSON.stringify({ ...contact(), budget: "A lot" }),
      );
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(Object.keys(await response.json()).sort()).toEqual([
        "code",
        "details",
        "hint",
        "message",
      ]);
    });
  });
});
