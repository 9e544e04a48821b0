import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readHeaders } from "../vite-static-host-preview.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * Serves a folder of built static files on loopback as a CDN does: `/about` and `/about/` from
 * `about/index.html`, text gzipped (once per file, as a CDN keeps its compressed copies), 404
 * for anything else, with the headers of the folder's `_headers` file (Netlify, Cloudflare).
 * The paint bench serves this site and another site's build with it, so neither is favoured by
 * its server. Resolves with the stop function once it listens.
 */
export function serveFolder(folder: string, port: number): Promise<() => void> {
  const root = path.resolve(folder);
  const gzipped = new Map<string, ReturnType<typeof gzipSync>>();
  const headerBlocks = readHeaders(path.join(root, "_headers"));
  const fileFor = (pathname: string) => {
    const file = path.join(root, decodeURIComponent(pathname));
    if (!file.startsWith(root)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return file;
    for (const candidate of [path.join(file, "index.html"), `${file}.html`])
      if (existsSync(candidate)) return candidate;
    return undefined;
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const file = fileFor(pathname);
    const notFound = path.join(root, "404.html");
    const served = file ?? (existsSync(notFound) ? notFound : undefined);
    for (const { pattern, headers } of headerBlocks)
      if (pattern.test(pathname))
        for (const [name, value] of headers) response.setHeader(name, value);
    response.statusCode = file ? 200 : 404;
    if (!served) return response.end();
    const type = types[path.extname(served)] ?? "application/octet-stream";
    response.setHeader("Content-Type", type);
    let body: Buffer = readFileSync(served);
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"]))) {
      if (!gzipped.has(served)) gzipped.set(served, gzipSync(body));
      body = gzipped.get(served)!;
      response.setHeader("Content-Encoding", "gzip");
      response.setHeader("Vary", "Accept-Encoding");
    }
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve(() => server.close())),
  );
}
