import { fileURLToPath } from "node:url";
import { runnerImport, type Alias, type Plugin, type ViteDevServer } from "vite";
import type { CoverFile } from "./covers/catalog.ts";

const catalogModule = fileURLToPath(new URL("./covers/catalog.ts", import.meta.url));
type CatalogModule = { coverFiles: () => CoverFile[] };

/**
 * Cover art for every blog post, insight, white paper and research study (scripts/covers), a
 * light and a dark file each: served from the content modules as they are in `vite dev`, and
 * written into the client build as static files. Nothing is committed: the art follows the
 * content and the theme tokens.
 */
export function covers(): Plugin {
  let alias: Alias[] = [];
  let root = process.cwd();
  return {
    name: "covers",
    configResolved(config) {
      alias = config.resolve.alias;
      root = config.root;
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!/^\/covers\/[a-z-]+\/[a-z0-9-]+(\.detail)?(\.dark)?\.svg$/.test(path)) return next();
        try {
          const { coverFiles } = (await server.ssrLoadModule(catalogModule)) as CatalogModule;
          const file = coverFiles().find((entry) => entry.path === path.slice(1));
          if (!file) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.setHeader("Cache-Control", "no-cache");
          res.end(file.svg);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const { module } = await runnerImport<CatalogModule>(catalogModule, {
        configFile: false,
        root,
        logLevel: "error",
        resolve: { alias },
      });
      for (const { path, svg } of module.coverFiles())
        this.emitFile({ type: "asset", fileName: path, source: svg });
    },
  };
}
