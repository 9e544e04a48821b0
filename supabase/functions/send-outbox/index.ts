// Supabase Edge Function: sends the outbox's due mails. Supabase Cron calls it
// every minute in production (supabase/migrations/*_outbox.sql); locally
// scripts/mail-stack.mjs does. POST with the service-role key as Bearer.
// GET .../send-outbox/health answers 200 while mail flows and 503 when it
// needs a person (see healthStatus); the details only with the service-role key.
import { loadConfig } from "../_shared/config.ts";
import { drainOutbox, healthStatus, OutboxClient } from "../_shared/outbox.ts";
import { createTransport } from "../_shared/transports.ts";

const config = loadConfig(Deno.env.toObject());
const client = new OutboxClient(config.supabaseUrl, config.serviceRoleKey);
const transport = createTransport(config.transport);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });

Deno.serve(async (request) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  const privileged = bearer === config.serviceRoleKey;
  if (request.method === "GET" && new URL(request.url).pathname.endsWith("/health")) {
    try {
      const health = await client.health();
      const problems = healthStatus(health);
      const status = problems.length === 0 ? "ok" : "failing";
      return json(
        problems.length === 0 ? 200 : 503,
        privileged ? { status, problems, ...health } : { status },
      );
    } catch (error) {
      console.error(`[send-outbox] health: ${String(error)}`);
      return json(503, { status: "failing", problems: ["the outbox could not be read"] });
    }
  }
  if (request.method !== "POST") return json(405, { error: "POST only (GET /health)" });
  // Hosted Supabase checks the JWT at its gateway as well; this check keeps
  // the function closed where no gateway stands in front of it.
  if (!privileged) return json(401, { error: "The service-role key is required" });
  try {
    return json(200, await drainOutbox(config, client, transport));
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    const message = `${error instanceof Error ? error.message : String(error)}${cause ? `: ${cause}` : ""}`;
    console.error(`[send-outbox] ${message}`);
    return json(500, { error: message });
  }
});
