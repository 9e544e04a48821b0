import { fileURLToPath } from "node:url";
import { runnerImport, type Alias, type Plugin, type ViteDevServer } from "vite";
import { coverSvg } from "./covers/art.ts";
import type { CoverItem } from "./covers/items.ts";

const itemsModule = fileURLToPath(new URL("./covers/items.ts", import.meta.url));
type ItemsModule = { coverItems: () => CoverItem[] };

/** The address of an item's cover (see src/lib/covers.ts) and the item it names. */
const coverPath = ({ kind, slug }: CoverItem) => `covers/${kind}/${slug}.svg`;

/**
 * Cover art for every blog post, insight, white paper and research study (scripts/covers):
 * served from the content modules as they are in `vite dev`, and written into the client
 * build as static files. Nothing is committed: the art follows the content.
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
        const match = /^\/covers\/([a-z-]+)\/([a-z0-9-]+)\.svg$/.exec(req.url?.split("?")[0] ?? "");
        if (!match) return next();
        try {
          const { coverItems } = (await server.ssrLoadModule(itemsModule)) as ItemsModule;
          const item = coverItems().find((entry) => coverPath(entry) === match[0].slice(1));
          if (!item) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.setHeader("Cache-Control", "no-cache");
          res.end(coverSvg(item));
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const { module } = await runnerImport<ItemsModule>(itemsModule, {
        configFile: false,
        root,
        logLevel: "error",
        resolve: { alias },
      });
      for (const item of module.coverItems()) {
        this.emitFile({ type: "asset", fileName: coverPath(item), source: coverSvg(item) });
      }
    },
  };
}
