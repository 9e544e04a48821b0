/**
 * The theme's colour tokens as other media need them: the PDFs, the link previews, the favicon
 * and the browser's theme-color. One parser of src/styles.css, so a colour changed there
 * reaches all of them. Pure functions: the caller hands in the stylesheet's text.
 */

/** An `H S% L%` token as #rrggbb. */
export function hslToHex(value: string): string {
  const [h, s, l] = value.replace(/%/g, "").trim().split(/\s+/).map(Number) as [
    number,
    number,
    number,
  ];
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
export function tokenColors(theme: "light" | "dark", css: string): Record<string, string> {
  const selector = theme === "light" ? ":root" : ".dark";
  const colors: Record<string, string> = {};
  for (const block of css.matchAll(/(^|\s)(:root|\.dark)\s*\{([^{}]*)\}/g)) {
    if (block[2] !== selector) continue;
    for (const [, name, value] of block[3]!.matchAll(/--([\w-]+):\s*([\d.]+ [\d.]+% [\d.]+%);/g))
      colors[name!] = hslToHex(value!);
  }
  if (!colors.primary) throw new Error(`No colour tokens for ${selector}`);
  return colors;
}

/** A #rrggbb colour as the 0-1 channels PDF drawing takes. */
export function hexToChannels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** The PDFs' palette, by role, from the light theme's tokens. */
export function pdfPalette(light: Record<string, string>) {
  return {
    brand: light.primary!,
    ink: light.foreground!,
    muted: light["muted-foreground"]!,
    rule: light.border!,
    onBrand: light["primary-foreground"]!,
    onBrandMuted: light.accent!,
  };
}
