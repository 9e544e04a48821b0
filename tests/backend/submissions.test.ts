// @vitest-environment node
// src/lib/submissions.ts against the local backend: what the forms' submit
// functions store, and how they fail.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  LOCAL_ANON_KEY,
  startTestBackend,
  uniqueEmail,
  utcDate,
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
      preferredDate: utcDate(3),
      preferredTime: "10:00 AM - 11:00 AM",
      message: "  ",
    });
    expect(await backend.rows("consultation_requests", "email", email)).toEqual([
      expect.objectContaining({
        name: "Grace",
        company: null,
        consultation_type: "AI Strategy & Roadmap",
        preferred_date: utcDate(3),
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
    await expect(subscribeToNewsletter(uniqueEmail(), "/")).rejects.toBeInstanceOf(
      SupabaseConfigError,
    );
    await expect(subscribeToNewsletter(uniqueEmail(), "/")).rejects.toBeInstanceOf(
      SupabaseConfigError,
    );
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
