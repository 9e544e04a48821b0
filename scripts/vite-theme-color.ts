import type { Plugin } from "vite";
import { fillThemeColors } from "./brand/tokens.ts";

/** Fills index.html's `theme-color` tags from the colour tokens (scripts/brand/tokens.ts). */
export function themeColor(): Plugin {
  return {
    name: "theme-color",
    transformIndexHtml: { order: "pre", handler: (html) => fillThemeColors(html) },
  };
}
