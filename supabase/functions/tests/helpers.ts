// Shared by the function tests: a local SMTP server that keeps what it
// receives, the sender's settings for a test, and submissions through the API.
import { SMTPServer } from "npm:smtp-server@^3.21.6";
import type { Config, SmtpSettings } from "../_shared/config.ts";

export type Received = { from: string; to: string[]; raw: string; subject: string };

export type TestSmtp = { port: number; received: Received[]; close: () => Promise<void> };

/** Decoded Subject header of a raw message (RFC 2047 words joined). */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  if (!match) return "";
  return match[1]!
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))
        : decodeQ(text),
    )
    .trim();
}

function decodeQ(text: string): string {
  const bytes: number[] = [];
  const source = text.replaceAll("_", " ");
  for (let i = 0; i < source.length; i++) {
    if (source[i] === "=" && /^[0-9a-f]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(source.charCodeAt(i));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * An SMTP server on a free loopback port. `refuse(recipient)` may answer a
 * recipient with an SMTP error code (451: try later, 550: never).
 */
export type SmtpOptions = {
  /** Answer each message's DATA only after this many milliseconds (a slow server). */
  delayMs?: number;
  /** Require AUTH with these credentials; wrong ones get 535. */
  credentials?: { user: string; pass: string };
};

export async function startSmtp(
  refuse: (recipient: string) => number | undefined = () => undefined,
  port = 0,
  options: SmtpOptions = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(
      auth: { username?: string | null; password?: string | null },
      _session: unknown,
      callback: (error: Error | null, response?: { user: string }) => void,
    ) {
      const expected = options.credentials;
      if (expected && auth.username === expected.user && auth.password === expected.pass)
        return callback(null, { user: expected.user });
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(address: { address: string }, _session: unknown, callback: (error?: Error) => void) {
      const code = refuse(address.address);
      if (!code) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} is busy`), {
        responseCode: code,
      });
      callback(error);
    },
    onData(
      stream: AsyncIterable<Uint8Array>,
      session: {
        envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] };
      },
      callback: (error?: Error) => void,
    ) {
      (async () => {
        const chunks: Uint8Array[] = [];
        for await (const chunk of stream) chunks.push(chunk);
        const raw = new TextDecoder().decode(
          chunks.reduce((all, chunk) => {
            const next = new Uint8Array(all.length + chunk.length);
            next.set(all);
            next.set(chunk, all.length);
            return next;
          }, new Uint8Array()),
        );
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: headerOf(raw, "Subject"),
        });
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        callback();
      })().catch((error) => callback(error));
    },
  });
  const actualPort = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve((server.server.address() as { port: number }).port),
    );
  });
  return {
    port: actualPort,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (SMTP "down"). */
export function closedPort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export const backendUrl = Deno.env.get("OUTBOX_TEST_BACKEND_URL") ?? "";
export const serviceRoleKey = Deno.env.get("OUTBOX_TEST_SERVICE_ROLE_KEY") ?? "";
export const anonKey = Deno.env.get("OUTBOX_TEST_ANON_KEY") ?? "";

/** SMTP to a loopback port, without TLS, as the sender would be configured. */
export const smtpAt = (port: number): SmtpSettings => ({
  host: "127.0.0.1",
  port,
  secure: false,
  timeoutMs: 5_000,
});

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    supabaseUrl: backendUrl,
    serviceRoleKey,
    from: { name: "Agency Website", address: "no-reply@agency.test" },
    agencyInbox: "inbox@agency.test",
    siteUrl: "https://site.test",
    transport: { kind: "smtp", smtp: smtpAt(closedPort()) },
    leaseSeconds: 30,
    maxMessages: 1000,
    runSeconds: 600,
    ...overrides,
  };
}

let senderCounter = 0;

/**
 * Posts one form row as a visitor (anon key), from its own made-up network
 * address unless `forwardedFor` names one.
 */
export async function submit(
  table: string,
  row: Record<string, unknown>,
  forwardedFor?: string,
): Promise<void> {
  senderCounter++;
  const response = await fetch(`${backendUrl}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      "Content-Type": "application/json",
      "X-Forwarded-For":
        forwardedFor ??
        `198.19.${Math.floor(senderCounter / 250) % 250}.${1 + (senderCounter % 250)}`,
    },
    body: JSON.stringify(row),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`${table} answered ${response.status}: ${text}`);
}

/** The next weekday at least `days` ahead, as YYYY-MM-DD. */
export function weekdayAhead(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
