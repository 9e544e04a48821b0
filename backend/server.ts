// A development stand-in for the Supabase REST endpoint (PostgREST behind the
// Supabase gateway), answering what supabase-js sends for the site's inserts:
// POST /rest/v1/<table> with the anon key, run as that key's role so grants,
// row-level security and constraints decide exactly as they would in a hosted
// project. Reads and writes other than inserts are answered only as far as
// needed to refuse them the same way. It is not a PostgREST rewrite.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Database, Queryable } from "./db";
import { JwtError, LOCAL_JWT_SECRET, verifyJwt, type JwtClaims } from "./jwt";
import {
  loadFunctionCache,
  loadSchemaCache,
  migrate,
  type FunctionCache,
  type SchemaCache,
} from "./migrate";
import { ApiError, fromPostgresError, isPostgresError } from "./postgrest-errors";
import { latestRows } from "./rows";

/** Larger bodies get 413. A form sends a few kilobytes; 1 MiB is nginx's default limit. */
export const MAX_BODY_BYTES = 1024 * 1024;

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);
const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export type BackendOptions = {
  db: Database;
  port?: number;
  host?: string;
  jwtSecret?: string;
  /** One line per request; defaults to console.log. */
  log?: (line: string) => void;
  /** The site's origin, for the newsletter confirmation link it logs (default http://localhost:5173). */
  siteUrl?: string;
};

export type RunningBackend = { url: string; close: () => Promise<void> };

/** Migrates the database, then listens. The caller owns (and closes) db. */
export async function startLocalBackend(options: BackendOptions): Promise<RunningBackend> {
  await migrate(options.db);
  const schema = await loadSchemaCache(options.db);
  const functions = await loadFunctionCache(options.db);
  // Requests still being answered: close() waits for them, so no statement
  // outlives the backend (and the caller may close the database right after).
  const pending = new Set<Promise<void>>();
  const server = http.createServer((req, res) => {
    const done = handle(req, res, { ...options, schema, functions });
    pending.add(done);
    done
      .catch((error: unknown) => console.error("[backend]", error))
      .finally(() => pending.delete(done));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 54321, options.host ?? "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(":") ? `[${address}]` : address}:${port}`,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await Promise.allSettled([...pending]);
    },
  };
}

type Context = BackendOptions & { schema: SchemaCache; functions: FunctionCache };
type Outcome = { status: number; role?: string; code?: string | null };

async function handle(req: http.IncomingMessage, res: http.ServerResponse, ctx: Context) {
  const started = performance.now();
  const outcome: Outcome = { status: 500 };
  try {
    await route(req, res, ctx, outcome);
  } catch (error) {
    const apiError = toApiError(error, outcome.role ?? "anon");
    if (apiError.status === 500) console.error(error);
    outcome.status = apiError.status;
    outcome.code = apiError.body.code;
    sendJson(req, res, apiError.status, apiError.body, errorHeaders(apiError));
  }
  const details = [outcome.role, outcome.code].filter(Boolean).join(" ");
  const line = `${req.method} ${req.url} ${outcome.status}${details ? ` ${details}` : ""} ${Math.round(performance.now() - started)}ms`;
  (ctx.log ?? console.log)(`[backend] ${line}`);
}

async function route(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ctx: Context,
  outcome: Outcome,
) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const method = req.method ?? "GET";

  if (url.pathname.startsWith("/_local/")) return localAdmin(req, res, ctx, url, outcome);

  if (method === "OPTIONS") {
    outcome.status = 200;
    res.writeHead(200, preflightHeaders(req)).end();
    return;
  }

  const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(url.pathname);
  const match = rpc ? null : /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname);
  if (!match && !rpc) throw new ApiError(404, null, "no Route matched with those values");

  const body = await readBody(req);
  const claims = authenticate(req, ctx.jwtSecret ?? LOCAL_JWT_SECRET);
  const role = typeof claims.role === "string" ? claims.role : "anon";
  outcome.role = role;
  if (!API_ROLES.has(role))
    throw new ApiError(403, "42501", `permission denied to set role "${role}"`);

  // What PostgREST reads after the statement: a function or trigger may set
  // the answer's status and headers (response.status, response.headers) and
  // still commit, e.g. the rate limit, whose refusals must be kept.
  const response: ResponseSettings = {};
  const asRole = <T>(fn: (tx: Queryable) => Promise<T>) =>
    ctx.db.transaction(async (tx) => {
      // The role comes from a verified key and is one of API_ROLES, so it is
      // safe to splice in. PGlite (single-user Postgres, running as superuser)
      // switches roles and enforces grants and RLS exactly like a server.
      await tx.query(`set local role ${role}`);
      // What PostgREST sets for every request, so triggers (the rate limits)
      // read the same request.headers locally as on Supabase.
      await tx.query(
        "select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true)",
        [JSON.stringify(claims), JSON.stringify(requestHeaders(req)), method, url.pathname],
      );
      const result = await fn(tx);
      const [settings] = await tx.query<{ status: string | null; headers: string | null }>(
        "select current_setting('response.status', true) as status, current_setting('response.headers', true) as headers",
      );
      Object.assign(response, parseResponseSettings(settings?.status, settings?.headers));
      return result;
    });

  if (method === "POST" || method === "PATCH") checkContentType(req);

  if (rpc) {
    await callFunction(req, res, ctx, safeDecode(rpc[1] ?? ""), body, asRole, outcome, response);
    return;
  }
  if (!match) return;

  const table = safeDecode(match[1] ?? "");
  const columns = ctx.schema.get(table);
  if (!columns) {
    throw new ApiError(
      404,
      "PGRST205",
      `Could not find the table 'public.${table}' in the schema cache`,
    );
  }

  if (method === "POST") {
    const rows = parseRows(body);
    const targetColumns = insertColumns(url, rows);
    checkColumns(table, columns, targetColumns);
    const representation = /return=representation/.test(String(req.headers.prefer ?? ""));
    const result =
      rows.length === 0
        ? []
        : await asRole((tx) =>
            tx.query(insertSql(table, targetColumns, representation), [JSON.stringify(rows)]),
          );
    const status = response.status ?? 201;
    outcome.status = status;
    if (representation) sendJson(req, res, status, result[0]?.body ?? [], response.headers);
    else
      res
        .writeHead(status, { ...corsHeaders(req), "Content-Range": "*/*", ...response.headers })
        .end();
    // After the answer: the sign-up is stored whatever happens here.
    if (table === "newsletter_subscribers")
      await logConfirmLinks(ctx, rows).catch((error: unknown) => console.error("[backend]", error));
    return;
  }

  if (method === "GET" || method === "HEAD") {
    // Filters, ordering and column lists are not implemented. The privilege
    // check still comes first, so anon gets the 401 it would get from Supabase.
    const unsupported = [...url.searchParams].find(
      ([key, value]) => key !== "select" || value.replace(/\s/g, "") !== "*",
    );
    const [row] = await asRole((tx) =>
      tx.query(
        `select coalesce(json_agg(t), '[]'::json) as body from public.${ident(table)} t` +
          (unsupported ? " where false" : ""),
      ),
    );
    if (unsupported) {
      throw new ApiError(
        400,
        "PGRST100",
        `The local backend does not support '${unsupported.join("=")}'`,
        null,
        "It answers plain reads (select=*) only.",
      );
    }
    outcome.status = 200;
    sendJson(req, res, 200, row?.body ?? []);
    return;
  }

  if (method === "PATCH" || method === "DELETE") {
    // Ask Postgres whether the role may do this at all ("where false" changes
    // nothing but still checks privileges), so anon is refused exactly as in a
    // hosted project. Filters are not implemented, so nothing further is done.
    if (method === "DELETE") {
      await asRole((tx) => tx.query(`delete from public.${ident(table)} where false`));
    } else {
      const [row = {}] = parseRows(body);
      const keys = Object.keys(row).length > 0 ? Object.keys(row) : [...columns];
      checkColumns(table, columns, keys);
      const assignments = keys.map((key) => `${ident(key)} = x.${ident(key)}`).join(", ");
      await asRole((tx) =>
        tx.query(
          `update public.${ident(table)} set ${assignments} from json_populate_record(null::public.${ident(table)}, $1::json) x where false`,
          [JSON.stringify(row)],
        ),
      );
    }
    throw new ApiError(501, null, `The local backend does not implement ${method}`);
  }

  throw new ApiError(405, null, `Method ${method} is not allowed`);
}

/**
 * POST /rest/v1/rpc/<function>, as PostgREST answers it: the JSON body's keys
 * are the function's named arguments, the call runs as the key's role (so
 * EXECUTE grants decide), a void function answers 204, any other its result.
 */
async function callFunction(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ctx: Context,
  name: string,
  body: string,
  asRole: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  outcome: Outcome,
  response: ResponseSettings,
) {
  if (req.method !== "POST")
    throw new ApiError(405, null, "The local backend calls functions with POST only");
  let args: unknown = {};
  if (body.trim() !== "") {
    try {
      args = JSON.parse(body);
    } catch (error) {
      throw new ApiError(400, "PGRST102", "Empty or invalid json", (error as Error).message);
    }
  }
  if (args === null || typeof args !== "object" || Array.isArray(args))
    throw new ApiError(400, "PGRST102", "The body of a function call must be a JSON object");
  const keys = Object.keys(args).sort();
  // Every key names an argument, and every argument without a default is given.
  const overload = (ctx.functions.get(name) ?? []).find(
    (candidate) =>
      keys.every((key) => candidate.args.some((arg) => arg.name === key)) &&
      candidate.args.every((arg) => arg.hasDefault || keys.includes(arg.name)),
  );
  const fn = overload && {
    ...overload,
    args: overload.args.filter((arg) => keys.includes(arg.name)),
  };
  if (!fn) {
    throw new ApiError(
      404,
      "PGRST202",
      `Could not find the function public.${name}(${keys.join(", ")}) in the schema cache`,
    );
  }
  // json_to_record turns the body into values of the arguments' own types, so
  // Postgres converts and checks them as PostgREST's call would.
  const named = fn.args.map((arg) => `${ident(arg.name)} => x.${ident(arg.name)}`).join(", ");
  const record = fn.args.map((arg) => `${ident(arg.name)} ${arg.type}`).join(", ");
  const from = fn.args.length > 0 ? ` from json_to_record($1::json) as x(${record})` : "";
  const call = `public.${ident(name)}(${named})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(r), '[]'::json) as body${from || " from (select) x"}, lateral ${call} r`
    : `select to_json(${call}) as body${from}`;
  const [row] = await asRole((tx) =>
    tx.query(sql, fn.args.length > 0 ? [JSON.stringify(args)] : []),
  );
  if (fn.returnsVoid) {
    outcome.status = response.status ?? 204;
    res.writeHead(outcome.status, { ...corsHeaders(req), ...response.headers }).end();
    return;
  }
  outcome.status = response.status ?? 200;
  sendJson(req, res, outcome.status, row?.body ?? null, response.headers);
}

type ResponseSettings = { status?: number; headers?: Record<string, string> };

/** response.status and response.headers as PostgREST reads them (a JSON array of one-key objects). */
function parseResponseSettings(status?: string | null, headers?: string | null): ResponseSettings {
  const settings: ResponseSettings = {};
  if (status) {
    const code = Number(status);
    if (!Number.isInteger(code) || code < 100 || code > 599)
      throw new ApiError(500, "PGRST112", "Invalid response.status", status);
    settings.status = code;
  }
  if (headers) {
    let list: unknown;
    try {
      list = JSON.parse(headers);
    } catch {
      list = null;
    }
    if (!Array.isArray(list))
      throw new ApiError(500, "PGRST111", "Invalid response.headers", headers);
    settings.headers = Object.assign(
      {},
      ...list.map((entry: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, String(value)])),
      ),
    );
  }
  return settings;
}

/**
 * PostgREST reads a JSON body only when the request says it is JSON (or says
 * nothing); text/plain, XML and the like get 415 PGRST107 before any statement
 * runs. CSV and form bodies, which PostgREST parses, are refused here too: the
 * stand-in does not parse them, and nothing of the site sends them.
 */
function checkContentType(req: http.IncomingMessage) {
  const contentType = header(req, "content-type");
  if (contentType === undefined) return;
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (
    mediaType === "application/json" ||
    /^application\/vnd\.pgrst\.[a-z.]+\+json$/.test(mediaType)
  )
    return;
  throw new ApiError(415, "PGRST107", `Content-Type not acceptable: ${contentType}`);
}

/** Headers as PostgREST passes them in request.headers, lower-cased, with the proxy's X-Forwarded-For. */
function requestHeaders(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  // A proxy in front of PostgREST (Supabase's gateway) passes the client's
  // address; this stand-in is its own proxy and takes it from the socket.
  headers["x-forwarded-for"] ??= (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
  return headers;
}

/**
 * Until mail exists, a newsletter sign-up's confirmation (double opt-in) link
 * is logged: read with the backend's own connection, since anon may not read
 * the row. Nothing is logged for an address that is already confirmed.
 */
async function logConfirmLinks(ctx: Context, rows: Record<string, unknown>[]) {
  const site = (ctx.siteUrl ?? "http://localhost:5173").replace(/\/+$/, "");
  for (const row of rows) {
    if (typeof row.email !== "string") continue;
    const [stored] = await ctx.db.query<{ confirm_token: string; unsubscribe_token: string }>(
      "select confirm_token, unsubscribe_token from public.newsletter_subscribers where lower(email) = lower($1) and confirmed_at is null",
      [row.email],
    );
    if (!stored) continue;
    (ctx.log ?? console.log)(
      `[backend] newsletter sign-up of ${row.email}: confirm at ${site}/newsletter/confirm?token=${stored.confirm_token} (unsubscribe: ${site}/newsletter/unsubscribe?token=${stored.unsubscribe_token})`,
    );
  }
}

/** Reads the latest stored rows for `npm run db:rows` while this process holds the PGlite folder. */
async function localAdmin(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ctx: Context,
  url: URL,
  outcome: Outcome,
) {
  // Only this machine, and never a web page: no CORS headers, no Origin, and a
  // loopback Host (which defeats DNS rebinding).
  const host = (req.headers.host ?? "").replace(/:\d+$/, "");
  if (
    !LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? "") ||
    req.headers.origin !== undefined ||
    !["127.0.0.1", "localhost", "[::1]"].includes(host)
  ) {
    throw new ApiError(403, null, "The local admin endpoint answers loopback requests only");
  }
  if (url.pathname !== "/_local/rows" || req.method !== "GET")
    throw new ApiError(404, null, "Not found");
  const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 10, 1), 1000);
  outcome.status = 200;
  res
    .writeHead(200, { "Content-Type": "application/json; charset=utf-8" })
    .end(JSON.stringify(await latestRows(ctx.db, limit)));
}

function authenticate(req: http.IncomingMessage, secret: string): JwtClaims {
  const apikey = header(req, "apikey");
  const bearer = /^Bearer\s+(.+)$/i.exec(header(req, "authorization") ?? "")?.[1];
  if (!apikey && !bearer) {
    throw new ApiError(
      401,
      null,
      "No API key found in request",
      null,
      "No `apikey` request header or url param was found.",
    );
  }
  try {
    // The gateway checks the apikey; PostgREST takes the role from Authorization.
    const apikeyClaims = apikey ? verifyJwt(apikey, secret) : undefined;
    return bearer ? verifyJwt(bearer, secret) : (apikeyClaims as JwtClaims);
  } catch (error) {
    if (error instanceof JwtError) throw new ApiError(401, error.code, error.message);
    throw error;
  }
}

function parseRows(body: string): Record<string, unknown>[] {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch (error) {
    throw new ApiError(400, "PGRST102", "Empty or invalid json", (error as Error).message);
  }
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every((row) => row !== null && typeof row === "object" && !Array.isArray(row))) {
    throw new ApiError(
      400,
      "PGRST102",
      "Request body must be a JSON object or an array of objects",
    );
  }
  return rows as Record<string, unknown>[];
}

/** supabase-js names the columns of a bulk insert in ?columns=; otherwise the body's keys decide. */
function insertColumns(url: URL, rows: Record<string, unknown>[]): string[] {
  const param = url.searchParams.get("columns");
  if (param) return param.split(",").map((name) => name.trim().replace(/^"(.*)"$/, "$1"));
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

function checkColumns(table: string, columns: Set<string>, names: string[]) {
  const unknown = names.find((name) => !columns.has(name));
  if (unknown !== undefined) {
    throw new ApiError(
      400,
      "PGRST204",
      `Could not find the '${unknown}' column of '${table}' in the schema cache`,
    );
  }
}

// The same statement PostgREST builds: the JSON becomes rows of the table's
// own type, so Postgres converts and checks every value.
function insertSql(table: string, columns: string[], representation: boolean): string {
  const list = columns.map(ident).join(", ");
  const insert =
    `insert into public.${ident(table)}${list ? ` (${list})` : ""} ` +
    `select ${list} from json_populate_recordset(null::public.${ident(table)}, $1::json)`;
  return representation
    ? `with inserted as (${insert} returning *) select coalesce(json_agg(inserted), '[]'::json) as body from inserted`
    : insert;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // An oversized body is still read to the end (and dropped), so the client
    // gets the 413 instead of a connection reset.
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > MAX_BODY_BYTES) {
        reject(
          new ApiError(
            413,
            null,
            "Request Entity Too Large",
            `The body is larger than ${MAX_BODY_BYTES} bytes`,
          ),
        );
      } else {
        resolve(Buffer.concat(chunks).toString("utf8"));
      }
    });
    req.on("error", reject);
  });
}

function toApiError(error: unknown, role: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isPostgresError(error)) return fromPostgresError(error, role);
  return new ApiError(
    500,
    null,
    "Internal error of the local backend",
    error instanceof Error ? error.message : String(error),
  );
}

function errorHeaders(error: ApiError): http.OutgoingHttpHeaders {
  if (error.status !== 401) return {};
  const code = error.body.code ?? "";
  return {
    "WWW-Authenticate": code.startsWith("PGRST3")
      ? `Bearer error="invalid_token", error_description="${error.body.message}"`
      : "Bearer",
  };
}

function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
) {
  const isError = status >= 400;
  res.writeHead(status, {
    ...corsHeaders(req),
    "Content-Type": "application/json; charset=utf-8",
    ...headers,
  });
  res.end(req.method === "HEAD" && !isError ? undefined : JSON.stringify(body));
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// As PostgREST answers: echo the origin (or *), allow the usual methods and
// whatever headers the browser asked for, and let it cache that for a day.
function preflightHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const requested = header(req, "access-control-request-headers");
  return {
    ...corsHeaders(req),
    "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD",
    "Access-Control-Allow-Headers": [
      "Authorization",
      requested,
      "Accept",
      "Accept-Language",
      "Content-Language",
    ]
      .filter(Boolean)
      .join(", "),
    "Access-Control-Max-Age": "86400",
    "Content-Length": "0",
  };
}

function corsHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const origin = header(req, "origin");
  return {
    "Access-Control-Allow-Origin": origin ?? "*",
    ...(origin ? { "Access-Control-Allow-Credentials": "true", Vary: "Origin" } : {}),
    "Access-Control-Expose-Headers":
      "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit",
  };
}
