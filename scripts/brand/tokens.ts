/**
 * The theme's colours as the build's own drawings need them (link previews, the favicon):
 * read from the tokens in src/styles.css, so a colour changed there reaches every drawing.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const stylesheet = fileURLToPath(new URL("../../src/styles.css", import.meta.url));

/** An `H S% L%` token as #rrggbb. */
export function hslToHex(value: string): string {
  const [h, s, l] = value.replace(/%/g, "").trim().split(/\s+/).map(Number);
  const saturation = s / 100;
  const lightness = l / 100;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Every colour token of a theme (`:root` for light, `.dark`), by name without the dashes, as hex. */
export function themeColors(theme: "light" | "dark", css = readFileSync(stylesheet, "utf8")) {
  const selector = theme === "light" ? ":root" : ".dark";
  const colors: Record<string, string> = {};
  for (const block of css.matchAll(/(^|\s)(:root|\.dark)\s*\{([^{}]*)\}/g)) {
    if (block[2] !== selector) continue;
    for (const [, name, value] of block[3].matchAll(/--([\w-]+):\s*([\d.]+ [\d.]+% [\d.]+%);/g))
      colors[name] = hslToHex(value);
  }
  if (!colors.primary) throw new Error(`No colour tokens for ${selector} in ${stylesheet}`);
  return colors;
}
