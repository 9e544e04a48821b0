// Errors in PostgREST's shape and with its HTTP statuses, so the client sees
// locally what it will see from a hosted Supabase project.
// Mapping: https://postgrest.org/en/stable/references/errors.html

export type ErrorBody = {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
};

export class ApiError extends Error {
  readonly body: ErrorBody;
  constructor(
    readonly status: number,
    code: string | null,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.body = { code, message, details, hint };
  }
}

/** The fields every Postgres error carries, from `pg` and from PGlite alike. */
type PostgresError = { code: string; message: string; detail?: string; hint?: string };

export function isPostgresError(error: unknown): error is PostgresError {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** Turns a Postgres error into the answer PostgREST gives for it. */
export function fromPostgresError(error: PostgresError, role: string): ApiError {
  return new ApiError(
    statusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

export function statusForSqlState(code: string, role: string): number {
  // A raised 'PTxyz' asks PostgREST for HTTP status xyz (PT429: Too Many Requests).
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  // Anonymous callers get 401 (they might do better with a key), others 403.
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "P0001") return 400;
  const prefix = code.slice(0, 2);
  if (prefix === "08" || prefix === "53") return 503;
  if (["0L", "0P", "28"].includes(prefix)) return 403;
  if (
    [
      "09",
      "25",
      "2D",
      "38",
      "39",
      "3B",
      "40",
      "54",
      "55",
      "57",
      "58",
      "F0",
      "HV",
      "P0",
      "XX",
    ].includes(prefix)
  ) {
    return 500;
  }
  // Everything else (22xxx bad values, 23514 check, 23502 not null, 42xxx) is the request's fault.
  return 400;
}
