import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Makes `vite preview` answer like the static hosts we deploy to: a known
 * path gets its prerendered HTML file, an unknown one gets 404.html with
 * status 404 (never the home page with 200), gzipped as every host sends it,
 * and the headers in dist/_headers apply to every response.
 *
 * Text files are gzipped once, when the server starts, as a CDN keeps its compressed copies;
 * Vite's own middleware compresses each response again, which on a two-core machine takes
 * CPU from the browser being measured (about 15 ms for the framework chunk, per request).
 */
export function staticHostPreview(): Plugin {
  return {
    name: "static-host-preview",
    configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      const blocks = readHeaders(path.join(distDir, "_headers"));
      const gzipped = compressedFiles(distDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        for (const { pattern, headers } of blocks)
          if (pattern.test(url.pathname))
            for (const [name, value] of headers) res.setHeader(name, value);
        if (req.method !== "GET" && req.method !== "HEAD") return next();
        const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        const extension = path.extname(url.pathname);
        if (extension) {
          const file = path.join(distDir, decodeURIComponent(url.pathname));
          const compressed = acceptsGzip && gzipped.get(file);
          if (!compressed) return next();
          res.setHeader("Content-Type", textTypes[extension]);
          res.setHeader("Vary", "Accept-Encoding");
          res.setHeader("Content-Encoding", "gzip");
          return res.end(compressed);
        }
        const pagePath = decodeURIComponent(url.pathname).replace(/\/+$/, "");
        const file = path.join(distDir, pagePath, "index.html");
        const found = file.startsWith(distDir) && existsSync(file);
        res.statusCode = found ? 200 : 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Vary", "Accept-Encoding");
        const page = found ? file : path.join(distDir, "404.html");
        if (!acceptsGzip) return res.end(readFileSync(page));
        res.setHeader("Content-Encoding", "gzip");
        res.end(gzipped.get(page) ?? gzipSync(readFileSync(page)));
      });
    },
  };
}

const textTypes: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** Every text file of the build, gzipped, by absolute path. */
function compressedFiles(distDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in textTypes)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(file, gzipSync(readFileSync(file)));
  }
  return files;
}

/**
 * The blocks of a Netlify/Cloudflare `_headers` file: a path pattern (`*` matches anything)
 * and its name/value pairs. Every block whose pattern matches applies, as on those hosts, so
 * hashed assets are cached as in production (a route loop revalidating every chunk on every
 * page would measure a slower site than the one we deploy).
 */
export function readHeaders(file: string): { pattern: RegExp; headers: [string, string][] }[] {
  if (!existsSync(file)) return [];
  const blocks: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      blocks.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    if (blocks.length > 0 && separator > 0)
      blocks
        .at(-1)
        ?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return blocks;
}
