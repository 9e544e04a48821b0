// Drains the outbox through PostgREST RPC with the service-role key, the same
// against hosted Supabase and the local stand-in (backend/).
import type { Config } from "./config.ts";
import { RenderError, renderMessage, type OutboxMessage } from "./messages.ts";
import { SendError, type Transport } from "./transports.ts";

export class OutboxClient {
  constructor(
    readonly supabaseUrl: string,
    readonly serviceRoleKey: string,
  ) {}

  async rpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: {
        apikey: this.serviceRoleKey,
        Authorization: `Bearer ${this.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** The next due message with room in the budget, claimed for leaseSeconds, or null. */
  async claim(leaseSeconds: number): Promise<OutboxMessage | null> {
    const rows = await this.rpc<OutboxMessage[]>("claim_outbox_message", {
      lease_seconds: leaseSeconds,
    });
    return rows[0] ?? null;
  }

  renew(id: number, claim: string, leaseSeconds: number) {
    return this.rpc<boolean>("renew_outbox_lease", {
      message_id: id,
      claim,
      lease_seconds: leaseSeconds,
    });
  }

  markSent(id: number, claim: string) {
    return this.rpc<null>("mark_outbox_sent", { message_id: id, claim });
  }

  markFailed(id: number, claim: string, error: string, permanent: boolean) {
    return this.rpc<null>("mark_outbox_failed", { message_id: id, claim, error, permanent });
  }

  /** Our credentials were refused: the message waits as it was. */
  release(id: number, claim: string, error: string) {
    return this.rpc<null>("release_outbox_message", { message_id: id, claim, error });
  }

  health() {
    return this.rpc<OutboxHealth>("outbox_health");
  }
}

export type OutboxHealth = {
  last_outcome: "sent" | "failed" | "credentials_refused" | null;
  last_sent_at: string | null;
  last_failed_at: string | null;
  last_error: string | null;
  credentials_refused_since: string | null;
  pending: number;
  oldest_due_at: string | null;
  held_by_budget: number;
  failed_last_day: number;
  failed_last_7_days: number;
  checked_at: string;
};

/** A message due for this long without being sent means mail is stuck. */
const STUCK_AFTER_MS = 30 * 60 * 1000;

/** What a monitor needs: "ok", or what is wrong. */
export function healthStatus(health: OutboxHealth, now = Date.now()): string[] {
  const problems: string[] = [];
  if (health.credentials_refused_since)
    problems.push("the mail provider refuses our credentials: every message waits");
  if (health.failed_last_day > 0)
    problems.push(`${health.failed_last_day} message(s) failed in the last day`);
  if (health.oldest_due_at && now - Date.parse(health.oldest_due_at) > STUCK_AFTER_MS)
    problems.push("messages have been due for more than 30 minutes");
  return problems;
}

export type DrainResult = {
  sent: number;
  failed: number;
  /** Why the run stopped before the outbox was empty, if it did. */
  stopped?: "credentials";
};

/** The same for every attempt at one message, so a provider can drop a repeated request. */
export function idempotencyKey(message: OutboxMessage): string {
  const source = message.payload.id;
  return `outbox-${message.id}${typeof source === "string" ? `-${source}` : ""}`;
}

/**
 * Claims one due message at a time, sends it and marks it. While a send is
 * in flight its lease is renewed every third of the lease, so a slow server
 * cannot let a second sender claim the same message. A message that fails is
 * scheduled again by the database (backoff); when the provider refuses our
 * credentials the message is released untouched and the run stops. Stops
 * when nothing is due (or nothing has room in the mail budget), after
 * config.maxMessages, or after config.runSeconds.
 */
export async function drainOutbox(
  config: Pick<Config, "leaseSeconds" | "maxMessages" | "runSeconds"> &
    Parameters<typeof renderMessage>[1],
  client: OutboxClient,
  transport: Transport,
  log: (line: string) => void = console.log,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  const deadline = Date.now() + config.runSeconds * 1000;
  while (result.sent + result.failed < config.maxMessages && Date.now() < deadline) {
    const message = await client.claim(config.leaseSeconds);
    if (!message) break;
    const claim = message.claim ?? "";
    const heartbeat = setInterval(
      () =>
        void client
          .renew(message.id, claim, config.leaseSeconds)
          .catch((error: unknown) =>
            log(
              `[send-outbox] could not renew the lease of message ${message.id}: ${String(error)}`,
            ),
          ),
      Math.max(100, (config.leaseSeconds * 1000) / 3),
    );
    let outcome: { error?: unknown } = {};
    try {
      const mail = renderMessage(message, config);
      await transport.send(mail, { idempotencyKey: idempotencyKey(message) });
    } catch (error) {
      outcome = { error };
    } finally {
      clearInterval(heartbeat);
    }
    const { error } = outcome;
    if (error === undefined) {
      await client.markSent(message.id, claim);
      result.sent++;
      continue;
    }
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof SendError && error.credentials) {
      log(
        `[send-outbox] the mail provider refused our credentials; message ${message.id} waits, and so does every other until the configuration is fixed: ${text}`,
      );
      await client.release(message.id, claim, text);
      result.stopped = "credentials";
      break;
    }
    const permanent =
      error instanceof RenderError || (error instanceof SendError && error.permanent);
    log(
      `[send-outbox] message ${message.id} (${message.kind}, attempt ${message.attempts}/${message.max_attempts}) failed: ${text}`,
    );
    await client.markFailed(message.id, claim, text, permanent);
    result.failed++;
  }
  return result;
}
