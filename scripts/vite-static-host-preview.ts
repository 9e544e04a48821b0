import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Makes `vite preview` answer like the static hosts we deploy to: a known
 * path gets its prerendered HTML file, an unknown one gets 404.html with
 * status 404 (never the home page with 200), gzipped as every host sends it,
 * and the headers in dist/_headers apply to every response.
 */
export function staticHostPreview(): Plugin {
  return {
    name: "static-host-preview",
    configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      const blocks = readHeaders(path.join(distDir, "_headers"));
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        for (const { pattern, headers } of blocks)
          if (pattern.test(url.pathname))
            for (const [name, value] of headers) res.setHeader(name, value);
        const isPage =
          (req.method === "GET" || req.method === "HEAD") && !path.extname(url.pathname);
        if (!isPage) return next();
        const pagePath = decodeURIComponent(url.pathname).replace(/\/+$/, "");
        const file = path.join(distDir, pagePath, "index.html");
        const found = file.startsWith(distDir) && existsSync(file);
        res.statusCode = found ? 200 : 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Vary", "Accept-Encoding");
        const html = readFileSync(found ? file : path.join(distDir, "404.html"));
        if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return res.end(html);
        res.setHeader("Content-Encoding", "gzip");
        res.end(gzipSync(html));
      });
    },
  };
}

/**
 * The blocks of a Netlify/Cloudflare `_headers` file: a path pattern (`*` matches anything)
 * and its name/value pairs. Every block whose pattern matches applies, as on those hosts, so
 * hashed assets are cached as in production (a route loop revalidating every chunk on every
 * page would measure a slower site than the one we deploy).
 */
function readHeaders(file: string): { pattern: RegExp; headers: [string, string][] }[] {
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
