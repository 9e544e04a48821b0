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

  claim(batchSize: number, leaseSeconds = 120) {
    return this.rpc<OutboxMessage[]>("claim_outbox", {
      batch_size: batchSize,
      lease_seconds: leaseSeconds,
    });
  }

  markSent(id: number) {
    return this.rpc<null>("mark_outbox_sent", { message_id: id });
  }

  markFailed(id: number, error: string, permanent: boolean) {
    return this.rpc<null>("mark_outbox_failed", { message_id: id, error, permanent });
  }
}

export type DrainResult = { sent: number; failed: number };

/**
 * Claims due messages batch by batch, sends each and marks it. A message that
 * fails is scheduled again by the database (backoff), so it is not claimed
 * twice in one run. Stops when nothing is due or after config.maxBatches.
 */
export async function drainOutbox(
  config: Pick<Config, "batchSize" | "maxBatches"> & Parameters<typeof renderMessage>[1],
  client: OutboxClient,
  transport: Transport,
  log: (line: string) => void = console.log,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  for (let batch = 0; batch < config.maxBatches; batch++) {
    const messages = await client.claim(config.batchSize);
    for (const message of messages) {
      try {
        const mail = renderMessage(message, config);
        await transport.send(mail);
        await client.markSent(message.id);
        result.sent++;
      } catch (error) {
        const permanent =
          error instanceof RenderError || (error instanceof SendError && error.permanent);
        const text = error instanceof Error ? error.message : String(error);
        log(
          `[send-outbox] message ${message.id} (${message.kind}, attempt ${message.attempts}/${message.max_attempts}) failed: ${text}`,
        );
        await client.markFailed(message.id, text, permanent);
        result.failed++;
      }
    }
    if (messages.length < config.batchSize) break;
  }
  return result;
}
