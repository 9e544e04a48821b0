// HS256 JSON Web Tokens, as Supabase's API keys are. Only what the local
// backend needs: verify a key, and sign one (for tests and tools).
import { createHmac, timingSafeEqual } from "node:crypto";

/** The secret every Supabase local-development stack signs its keys with. */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** Supabase's public demo anon key, signed with LOCAL_JWT_SECRET (expires in 2032). */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/**
 * The local stack's service-role key (role service_role, signed with LOCAL_JWT_SECRET, expires
 * in 2032): what the Edge Function uses locally to drain the outbox. Never in the browser.
 */
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export type JwtClaims = { role?: unknown; exp?: unknown; [claim: string]: unknown };

/** PGRST301: the token is malformed or its signature is wrong; PGRST303: its claims are not valid (expired). */
export class JwtError extends Error {
  constructor(
    readonly code: "PGRST301" | "PGRST303",
    message: string,
  ) {
    super(message);
  }
}

// PostgREST tolerates this much clock difference on "exp".
const CLOCK_SKEW_SECONDS = 30;

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");
const hmac = (input: string, secret: string) => createHmac("sha256", secret).update(input).digest();

export function signJwt(claims: JwtClaims, secret: string = LOCAL_JWT_SECRET): string {
  const unsigned = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${base64url(hmac(unsigned, secret))}`;
}

export function verifyJwt(
  token: string,
  secret: string = LOCAL_JWT_SECRET,
  nowSeconds: number = Date.now() / 1000,
): JwtClaims {
  const parts = token.split(".");
  if (parts.length !== 3)
    throw new JwtError("PGRST301", `Expected 3 parts in JWT; got ${parts.length}`);
  const [header, payload, signature] = parts as [string, string, string];

  // The algorithm is fixed here, never taken from the token ("none" attacks).
  if (decodeJson(header)?.alg !== "HS256") {
    throw new JwtError("PGRST301", "Wrong or unsupported encoding algorithm");
  }
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError("PGRST301", "JWSError JWSInvalidSignature");
  }

  const claims = decodeJson(payload);
  if (!claims) throw new JwtError("PGRST301", "JWT payload is not a JSON object");
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== "number")
      throw new JwtError("PGRST303", "The JWT 'exp' claim must be a number");
    if (nowSeconds - CLOCK_SKEW_SECONDS > claims.exp) throw new JwtError("PGRST303", "JWT expired");
  }
  return claims;
}

function decodeJson(part: string): JwtClaims | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as JwtClaims)
      : undefined;
  } catch {
    return undefined;
  }
}
