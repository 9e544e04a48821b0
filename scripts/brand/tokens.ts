/**
 * The theme's colours as the build's own drawings need them (link previews, the favicon):
 * read from the tokens in src/styles.css, so a colour changed there reaches every drawing.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tokenColors } from "../../src/lib/brand-tokens.ts";

export const stylesheet = fileURLToPath(new URL("../../src/styles.css", import.meta.url));

export { hslToHex } from "../../src/lib/brand-tokens.ts";

/** Every colour token of a theme (`:root` for light, `.dark`), by name without the dashes, as hex. */
export function themeColors(theme: "light" | "dark", css = readFileSync(stylesheet, "utf8")) {
  return tokenColors(theme, css);
}

/**
 * The page's `theme-color` tags: index.html writes `{light.background}` and `{dark.background}`
 * where the colours go, and the build fills them in from the tokens.
 */
export function fillThemeColors(html: string, css?: string): string {
  const themes = { light: themeColors("light", css), dark: themeColors("dark", css) };
  return html.replace(/\{(light|dark)\.([\w-]+)\}/g, (whole, theme: "light" | "dark", name) => {
    const color = themes[theme][name as string];
    if (!color) throw new Error(`index.html asks for an unknown token: ${whole}`);
    return color;
  });
}

/**
 * The light theme's tokens as a constant of the app's code (`__LIGHT_TOKENS__`, declared in
 * src/brand-tokens.d.ts), for what draws in the browser without the stylesheet: the PDFs.
 * Vite and Vitest both define it, so the build and the tests read the same tokens.
 */
export const brandDefines = () => ({
  __LIGHT_TOKENS__: JSON.stringify(themeColors("light")),
});
