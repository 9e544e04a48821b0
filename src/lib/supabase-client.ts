import type { SupabaseClient } from "@supabase/supabase-js";

export type SupabaseConfig = { url: string; anonKey: string };

const setting = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Where the forms send their data: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY
 * (see .env.example). In development, unset values fall back to the local
 * backend that `npm run dev` starts and Supabase's public demo anon key.
 * Returns null when a production build was made without them.
 */
export function readSupabaseConfig(): SupabaseConfig | null {
  let url = setting(import.meta.env.VITE_SUPABASE_URL);
  let anonKey = setting(import.meta.env.VITE_SUPABASE_ANON_KEY);
  // Inside this branch so production bundles do not contain the demo key.
  if (import.meta.env.DEV) {
    url ||= "http://127.0.0.1:54321";
    anonKey ||=
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
  }
  return url && anonKey ? { url, anonKey } : null;
}

export class SupabaseConfigError extends Error {
  constructor() {
    super(
      "Supabase is not configured: build with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set (see .env.example).",
    );
    this.name = "SupabaseConfigError";
  }
}

let warned = false;
let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client, created on first use. The library is imported
 * dynamically so it never sits in a page's initial JavaScript.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  const config = readSupabaseConfig();
  if (!config) {
    if (!warned) {
      warned = true;
      console.warn(
        `${new SupabaseConfigError().message} The forms will report an error until then.`,
      );
    }
    return Promise.reject(new SupabaseConfigError());
  }
  client ??= import("@supabase/supabase-js").then(
    ({ createClient }) =>
      createClient(config.url, config.anonKey, {
        // Visitors never sign in: no session to keep or refresh.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    (error: unknown) => {
      client = undefined; // a failed chunk download may succeed on the next try
      throw error;
    },
  );
  return client;
}
