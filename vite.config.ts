import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { outDir, previewPort, ssrOutDir } from "./scripts/build-paths.ts";
import { reactRouterTreeShaking } from "./scripts/vite-react-router-tree-shaking.ts";
import { staticHostPreview } from "./scripts/vite-static-host-preview.ts";
import { covers } from "./scripts/vite-covers.ts";
import { contentCheck } from "./scripts/vite-content-check.ts";
import { themeColor } from "./scripts/vite-theme-color.ts";
import { brandDefines } from "./scripts/brand/tokens.ts";

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ isSsrBuild, isPreview, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking(),
    staticHostPreview(),
    covers(),
    contentCheck(),
    themeColor(),
  ],
  define: brandDefines(),
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // A modal Radix menu's scroll lock adds its CSS without an inline <style> the CSP would refuse.
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL("./src/lib/csp-style-singleton.ts", import.meta.url)),
      },
      // react-router's package exports only its development build, whose warnings stay in the bundle.
      ...(mode === "production"
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
          ]
        : []),
    ],
  },
  // `vite dev` serves index.html for every path and the app renders it; the prerendered
  // build is one HTML file per route, so `vite preview` has no such fallback.
  appType: isPreview ? "mpa" : "spa",
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Read by the bench's first-load JavaScript figures; moved out of the site by the prerender.
    manifest: !isSsrBuild,
    // The prerender lists each page's chunks in a file its HTML names (`<meta name="app-code">`),
    // which the boot fetches after load and reads all at once when the visitor acts. Vite's
    // own preload helper would insert links from script on the main thread instead: about
    // 70 ms of one task on a throttled phone.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The code every page runs (React, the router, the class helpers) goes in one file
        // instead of several small shared chunks, which each cost a request and compress worse.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: previewPort, strictPort: true },
}));
