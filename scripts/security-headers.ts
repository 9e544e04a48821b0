import { createHash } from "node:crypto";

/** The sha256 source of an inline script or stylesheet, as CSP wants it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy: our own origin, the inline theme script and the page
 * families' stylesheets by hash, and the Supabase project for the forms. Sent as a header only:
 * a `<meta>` policy turns off Chrome's preload scanner for the part of the page it arrives in
 * (docs/loading.md), and cannot carry frame-ancestors.
 */
export function contentSecurityPolicy({
  inlineScripts,
  inlineStyles = [],
  supabaseUrl,
}: {
  inlineScripts: string[];
  inlineStyles?: string[];
  supabaseUrl?: string;
}): string {
  const connect = ["'self'", ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(" ")}`,
    ["style-src 'self'", ...inlineStyles.map(scriptHash)].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * Netlify / Cloudflare Pages `_headers`: security headers and the page's preloads (a `Link`
 * value) everywhere, long caching for hashed assets.
 *
 * No `Cross-Origin-Opener-Policy`. It keeps a page that opened ours from holding a reference
 * to it, which matters where a page holds a signed-in visitor's data; ours hold no account or
 * session, cannot be framed, and cut their own share popups off (`share.ts`). Its price was a
 * fresh renderer process for every page opened from a blank tab (Lighthouse's, the bench's):
 * on the bench's phone the page was parsed later in all 12 pairs of three runs (median 280
 * ms), and Lighthouse's TBT medians were 105-129 ms against 44-63 without it (docs/loading.md,
 * "The commit").
 */
export function buildHeadersFile(csp: string, preload: string): string {
  return `/*
  Link: ${preload}
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

/** The inline <script> bodies of an HTML document (JSON-LD data blocks excluded). */
export function inlineScriptsOf(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1]);
}
