import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { outDir, previewPort, ssrOutDir } from "./scripts/build-paths.ts";
import { staticHostPreview } from "./scripts/vite-static-host-preview.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), staticHostPreview()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  // The prerendered build is a set of HTML files, one per route: no SPA fallback.
  appType: "mpa",
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Read by the bench's first-load JavaScript figures; moved out of the site by the prerender.
    manifest: !isSsrBuild,
  },
  server: { port: 5173 },
  preview: { port: previewPort, strictPort: true },
}));
