// @vitest-environment node
// src/lib/submissions.ts against the local backend: what the forms' submit
// functions store, and how they fail.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  LOCAL_ANON_KEY,
  startTestBackend,
  uniqueEmail,
  utcDate,
  utcWeekday,
  type TestBackend,
} from "./helpers";

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend("pglite");
}, 60_000);
afterAll(() => backend?.close());

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A fresh copy of the module (its client is created once per module instance). */
async function loadSubmissions(env: { url?: string; key?: string; dev?: boolean } = {}) {
  vi.resetModules();
  vi.stubEnv("VITE_SUPABASE_URL", env.url ?? backend.url);
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", env.key ?? LOCAL_ANON_KEY);
  vi.stubEnv("DEV", env.dev ?? false);
  return import("../../src/lib/submissions");
}

describe("Submitting the contact form", () => {
  it("stores trimmed values under the table's column names, empty optional fields as null", async () => {
    const { submitContact } = await loadSubmissions();
    const email = uniqueEmail();
    await submitContact({
      name: "  Ada Lovelace ",
      email: ` ${email} `,
      company: "   ",
      phone: "",
      projectType: "Web Development",
      budget: "",
      message: " Build us a site. \n",
    });
    expect(await backend.rows("contacts", "email", email)).toEqual([
      expect.objectContaining({
        name: "Ada Lovelace",
        email,
        company: null,
        phone: null,
        project_type: "Web Development",
        budget: null,
        message: "Build us a site.",
      }),
    ]);
  });

  it("stores the optional fields when they are filled in", async () => {
    const { submitContact } = await loadSubmissions();
    const email = uniqueEmail();
    await submitContact({
      name: "Ada",
      email,
      company: "Engines Ltd",
      phone: "+1 (415) 555-0142",
      projectType: "Other",
      budget: "$100k+",
      message: "Hi",
    });
    expect(await backend.rows("contacts", "email", email)).toEqual([
      expect.objectContaining({
        company: "Engines Ltd",
        phone: "+1 (415) 555-0142",
        budget: "$100k+",
      }),
    ]);
  });

  it("throws and logs when the database refuses the values", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { submitContact } = await loadSubmissions();
    const values = {
      name: "Ada",
      email: "ada@",
      company: "",
      phone: "",
      projectType: "Other",
      budget: "",
      message: "Hi",
    };
    await expect(submitContact(values)).rejects.toThrow(/400 23514/);
    expect(log).toHaveBeenCalledOnce();
  });

  it("throws and logs when the backend cannot be reached", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { submitContact } = await loadSubmissions({ url: "http://127.0.0.1:9" });
    const values = {
      name: "Ada",
      email: uniqueEmail(),
      company: "",
      phone: "",
      projectType: "Other",
      budget: "",
      message: "Hi",
    };
    await expect(submitContact(values)).rejects.toBeInstanceOf(Error);
    expect(log).toHaveBeenCalledOnce();
  });

  it("throws when the key is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { submitContact } = await loadSubmissions({ key: "not-a-key" });
    const values = {
      name: "Ada",
      email: uniqueEmail(),
      company: "",
      phone: "",
      projectType: "Other",
      budget: "",
      message: "Hi",
    };
    await expect(submitContact(values)).rejects.toThrow(/401 PGRST301/);
  });
});

describe("Requesting a consultation", () => {
  it("stores the request with its date and time slot, an empty message as null", async () => {
    const { requestConsultation } = await loadSubmissions();
    const email = uniqueEmail();
    await requestConsultation({
      name: "Grace",
      email,
      company: "",
      consultationType: "AI Strategy & Roadmap",
      preferredDate: utcWeekday(3),
      preferredTime: "10:00 AM - 11:00 AM",
      message: "  ",
    });
    expect(await backend.rows("consultation_requests", "email", email)).toEqual([
      expect.objectContaining({
        name: "Grace",
        company: null,
        consultation_type: "AI Strategy & Roadmap",
        preferred_date: utcWeekday(3),
        preferred_time: "10:00 AM - 11:00 AM",
        message: null,
      }),
    ]);
  });

  it("throws for a date in the past", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { requestConsultation } = await loadSubmissions();
    const values = {
      name: "Grace",
      email: uniqueEmail(),
      company: "",
      consultationType: "AI Strategy & Roadmap",
      preferredDate: utcDate(-5),
      preferredTime: "10:00 AM - 11:00 AM",
      message: "",
    };
    await expect(requestConsultation(values)).rejects.toThrow(/23514/);
  });
});

describe("Subscribing to the newsletter", () => {
  it("succeeds twice for one address and stores it once, with the page it came from", async () => {
    const { subscribeToNewsletter } = await loadSubmissions();
    const email = uniqueEmail();
    await subscribeToNewsletter(email, "/resources/blog");
    await subscribeToNewsletter(` ${email.toUpperCase()} `, "/about");
    const rows = await backend.db.query(
      "select email, source from public.newsletter_subscribers where lower(email) = lower($1)",
      [email],
    );
    expect(rows).toEqual([{ email, source: "/resources/blog" }]);
  });
});

describe("Failures the forms can tell apart", () => {
  const values = () => ({
    name: "Ada",
    email: uniqueEmail(),
    company: "",
    phone: "",
    projectType: "Other",
    budget: "",
    message: "Hi",
  });

  it("a refused value is a SubmissionError of kind 'failed'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { submitContact, SubmissionError } = await loadSubmissions();
    const failure = await submitContact({ ...values(), email: "ada@" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SubmissionError);
    expect(failure).toMatchObject({ kind: "failed", status: 400, code: "23514" });
  });

  it("a rate limit is a SubmissionError of kind 'rate-limited' (429)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // This database only: nobody may send a contact enquiry for now.
    await backend.db.query(
      "update private.write_limits set per_sender = 0 where table_name = 'contacts'",
    );
    onTestFinished(async () => {
      await backend.db.query(
        "update private.write_limits set per_sender = 5 where table_name = 'contacts'",
      );
    });
    const { submitContact } = await loadSubmissions();
    await expect(submitContact(values())).rejects.toMatchObject({
      name: "SubmissionError",
      kind: "rate-limited",
      status: 429,
    });
  });

  it("gives up after 15 s without an answer: a SubmissionError of kind 'timeout'", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // A backend that accepts the request and never answers.
    const stalled = http.createServer(() => {});
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    onTestFinished(
      () =>
        new Promise<void>((resolve) => {
          stalled.closeAllConnections();
          stalled.close(() => resolve());
        }),
    );
    const { port } = stalled.address() as AddressInfo;
    const { submitContact, SUBMISSION_TIMEOUT_MS } = await loadSubmissions({
      url: `http://127.0.0.1:${port}`,
    });
    expect(SUBMISSION_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const result = submitContact(values()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SUBMISSION_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ name: "SubmissionError", kind: "timeout" });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("Newsletter confirmation and unsubscribing", () => {
  it("confirm with the link's token, and resolve alike for a wrong or reused token", async () => {
    const { subscribeToNewsletter, confirmNewsletter, unsubscribeNewsletter } =
      await loadSubmissions();
    const email = uniqueEmail();
    await subscribeToNewsletter(email, "/");
    const [row] = await backend.db.query<{ confirm_token: string; unsubscribe_token: string }>(
      "select confirm_token, unsubscribe_token from public.newsletter_subscribers where email = $1",
      [email],
    );
    await expect(confirmNewsletter("wrong")).resolves.toBeUndefined();
    await expect(confirmNewsletter(` ${row?.confirm_token} `)).resolves.toBeUndefined();
    await expect(confirmNewsletter(row?.confirm_token ?? "")).resolves.toBeUndefined();
    const [confirmed] = await backend.rows("newsletter_subscribers", "email", email);
    expect(confirmed?.confirmed_at).not.toBeNull();

    await expect(unsubscribeNewsletter("wrong")).resolves.toBeUndefined();
    await expect(unsubscribeNewsletter(row?.unsubscribe_token ?? "")).resolves.toBeUndefined();
    await expect(unsubscribeNewsletter(row?.unsubscribe_token ?? "")).resolves.toBeUndefined();
    expect(await backend.rows("newsletter_subscribers", "email", email)).toEqual([]);
  });
});

describe("Configuration", () => {
  it("in development, defaults to the local backend and the demo anon key", async () => {
    vi.resetModules();
    vi.stubEnv("VITE_SUPABASE_URL", "");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "");
    vi.stubEnv("DEV", true);
    const { readSupabaseConfig } = await import("../../src/lib/supabase-client");
    expect(readSupabaseConfig()).toEqual({
      url: "http://127.0.0.1:54321",
      anonKey: LOCAL_ANON_KEY,
    });
  });

  it("in a production build without settings, warns once and makes every submit throw", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { preloadSupabase, subscribeToNewsletter } = await loadSubmissions({ url: "", key: "" });
    const { SupabaseConfigError } = await import("../../src/lib/supabase-client");
    expect(() => preloadSupabase()).not.toThrow();
    for (let i = 0; i < 2; i++) {
      const failure = await subscribeToNewsletter(uniqueEmail(), "/").catch((e: unknown) => e);
      expect(failure).toMatchObject({ name: "SubmissionError", kind: "failed" });
      expect((failure as Error).cause).toBeInstanceOf(SupabaseConfigError);
    }
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/VITE_SUPABASE_URL/);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("loads the Supabase library only when first needed", async () => {
    const { preloadSupabase } = await loadSubmissions();
    const { getSupabaseClient } = await import("../../src/lib/supabase-client");
    preloadSupabase();
    const first = await getSupabaseClient();
    expect(await getSupabaseClient()).toBe(first);
  });
});
