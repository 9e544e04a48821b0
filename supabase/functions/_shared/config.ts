// The sender's settings, all from the environment (Supabase: Edge Functions >
// Secrets; locally scripts/mail-functions.mjs sets them). SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are set by Supabase itself in every function.
import { agencyInbox, site } from "../../../src/content/site.ts";

export type MailAddress = { name?: string; address: string };

export type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  timeoutMs: number;
};

export type HttpsSettings = { apiUrl: string; apiKey: string; timeoutMs: number };

export type Config = {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Who every mail is from. */
  from: MailAddress;
  /** Where inquiries and consultation requests go: AGENCY_INBOX, else the site's address. */
  agencyInbox: string;
  /** The site's origin, for the newsletter links. */
  siteUrl: string;
  transport: { kind: "https"; https: HttpsSettings } | { kind: "smtp"; smtp: SmtpSettings };
  /** How long a claim holds before another sender may take the message; renewed while sending. */
  leaseSeconds: number;
  /** At most this many messages per call. */
  maxMessages: number;
  /** No new claim after this long in one call (hosted Cron waits 55 s for an answer). */
  runSeconds: number;
};

export function loadConfig(env: Record<string, string | undefined>): Config {
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`The sender needs ${name} in its environment`);
    return value;
  };
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const timeoutMs = number("MAIL_TIMEOUT_MS", 10_000);
  const kind = env.MAIL_TRANSPORT?.trim() || (env.RESEND_API_KEY ? "https" : "smtp");
  let transport: Config["transport"];
  if (kind === "https" || kind === "resend") {
    transport = {
      kind: "https",
      https: {
        apiUrl: (env.RESEND_API_URL?.trim() || "https://api.resend.com").replace(/\/+$/, ""),
        apiKey: need("RESEND_API_KEY"),
        timeoutMs,
      },
    };
  } else if (kind === "smtp") {
    const port = number("SMTP_PORT", 587);
    transport = {
      kind: "smtp",
      smtp: {
        host: need("SMTP_HOST"),
        port,
        secure: env.SMTP_SECURE ? env.SMTP_SECURE === "true" : port === 465,
        user: env.SMTP_USER || undefined,
        pass: env.SMTP_PASS || undefined,
        timeoutMs,
      },
    };
  } else {
    throw new Error(`MAIL_TRANSPORT must be "https" (Resend) or "smtp", not "${kind}"`);
  }
  return {
    supabaseUrl: need("SUPABASE_URL").replace(/\/+$/, ""),
    serviceRoleKey: need("SUPABASE_SERVICE_ROLE_KEY"),
    from: parseAddress(
      env.MAIL_FROM?.trim() ||
        `Website <no-reply@${new URL(site.url).hostname.replace(/^www\./, "")}>`,
    ),
    agencyInbox: env.AGENCY_INBOX?.trim() || agencyInbox,
    siteUrl: (env.SITE_URL?.trim() || site.url).replace(/\/+$/, ""),
    transport,
    leaseSeconds: number("OUTBOX_LEASE_SECONDS", 60),
    maxMessages: number("OUTBOX_MAX_MESSAGES", 100),
    runSeconds: number("OUTBOX_RUN_SECONDS", 45),
  };
}

/** "Name <a@b.c>" or "a@b.c". */
export function parseAddress(text: string): MailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  return match
    ? { name: match[1] || undefined, address: match[2]!.trim() }
    : { address: text.trim() };
}

// Bidirectional formatting characters (LRM, RLM, ALM, the embeddings and
// overrides U+202A-U+202E, the isolates U+2066-U+2069) could make a subject or
// a name read differently from what it is: they are removed. Control
// characters and line separators become spaces.
const BIDI_FORMATTING = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Text fit for a header (Subject, a display name). */
export function headerText(text: string): string {
  return text.replace(BIDI_FORMATTING, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

/** As a header value: the name quoted (and stripped of what could break the header). */
export function formatAddress({ name, address }: MailAddress): string {
  const clean =
    name &&
    headerText(name)
      .replace(/["\\<>]/g, "")
      .trim();
  return clean ? `"${clean}" <${address}>` : address;
}
