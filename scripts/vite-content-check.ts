import type { Plugin, ViteDevServer } from "vite";
import type { Problem } from "./content/rules.ts";
import type * as Load from "./content/load.ts";
import type * as Rules from "./content/rules.ts";

type LoadModule = typeof Load;
type RulesModule = typeof Rules;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `vite dev` runs the content checks (scripts/content/rules.ts) on every page load and every
 * content edit: a content error shows its message in the page and in Vite's overlay, with the
 * file, entry, field and fix, instead of a blank page and a line in the console. The build
 * runs the same checks first, through `npm run check:content`.
 */
export function contentCheck(): Plugin {
  let server: ViteDevServer | undefined;

  async function report(): Promise<string | undefined> {
    if (!server) return undefined;
    try {
      const load = (await server.ssrLoadModule("/scripts/content/load.ts")) as LoadModule;
      const rules = (await server.ssrLoadModule("/scripts/content/rules.ts")) as RulesModule;
      const problems: Problem[] = await load.checkLoadedContent();
      if (problems.some((problem) => problem.severity === "error"))
        return rules.formatProblems(problems, "the build would stop here; save a fix and reload");
      for (const problem of problems) server.config.logger.warn(rules.formatProblem(problem));
      return undefined;
    } catch (error) {
      return `Content check: a content module could not be read.\n${error instanceof Error ? error.message : String(error)}`;
    }
  }

  return {
    name: "content-check",
    apply: "serve",
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.on("change", async (file) => {
        if (!file.includes("/src/content/")) return;
        const message = await report();
        if (message) {
          devServer.config.logger.error(message);
          devServer.hot.send({
            type: "error",
            err: { message, stack: "", plugin: "content-check" },
          });
        }
      });
    },
    async transformIndexHtml(html) {
      const message = await report();
      if (!message) return html;
      server?.config.logger.error(message);
      return html.replace(
        "<body>",
        `<body>\n<pre role="alert" data-content-check style="margin:0;padding:24px;white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace;background:#fff1f0;color:#5c0011;border-bottom:2px solid #a8071a">${escape(message)}</pre>`,
      );
    },
  };
}
