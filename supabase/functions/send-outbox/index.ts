// Supabase Edge Function: sends the outbox's due mails. Supabase Cron calls it
// every minute in production (supabase/migrations/*_outbox.sql); locally
// scripts/mail-scheduler.mjs does. POST with the service-role key as Bearer.
import { loadConfig } from "../_shared/config.ts";
import { drainOutbox, OutboxClient } from "../_shared/outbox.ts";
import { createTransport } from "../_shared/transports.ts";

const config = loadConfig(Deno.env.toObject());
const client = new OutboxClient(config.supabaseUrl, config.serviceRoleKey);
const transport = createTransport(config.transport);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

Deno.serve(async (request) => {
  if (request.method !== "POST") return json(405, { error: "POST only" });
  // Hosted Supabase checks the JWT at its gateway as well; this check keeps
  // the function closed where no gateway stands in front of it.
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (bearer !== config.serviceRoleKey)
    return json(401, { error: "The service-role key is required" });
  try {
    return json(200, await drainOutbox(config, client, transport));
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    const message = `${error instanceof Error ? error.message : String(error)}${cause ? `: ${cause}` : ""}`;
    console.error(`[send-outbox] ${message}`);
    return json(500, { error: message });
  }
});
