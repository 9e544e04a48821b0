/**
 * The covers' colours, taken from the theme tokens in src/styles.css (scripts/brand/tokens.ts),
 * like the link previews and the favicon: a colour changed there changes every cover. Three
 * tones of the one indigo brand per theme give a listing its rhythm without a foreign hue.
 */
import { themeColors } from "../brand/tokens.ts";

export type CoverTheme = "light" | "dark";

/** A tone: the surface a cover is drawn on, and who draws on it. */
export const paletteNames = ["mist", "deep", "slate"] as const;
export type PaletteName = (typeof paletteNames)[number];

export type Palette = {
  /** The two ends of the background gradient. */
  from: string;
  to: string;
  /** The motif's lines and solid shapes. */
  ink: string;
  /** Panels and soft fills under the ink (drawn at partial opacity). */
  surface: string;
  /** The one highlight of a cover: the point that matters. */
  accent: string;
  /** How strongly panels and faint details show on this surface. */
  veil: number;
};

/** Each tone by the tokens it reads, per theme. */
export function coverPalettes(theme: CoverTheme, css?: string): Record<PaletteName, Palette> {
  const c = themeColors(theme, css);
  if (theme === "light")
    return {
      // The brand's pale tint, inked in primary, with the success green as its highlight. (Its
      // far end is the border grey, not the logo's dot: the green on that blue was 2.6:1.)
      mist: {
        from: c.accent!,
        to: c.border!,
        ink: c.primary!,
        surface: c.background!,
        accent: c.success!,
        veil: 0.75,
      },
      // The solid brand: deep indigo, drawn in white with the logo's dot colour.
      deep: {
        from: c["accent-foreground"]!,
        to: c.primary!,
        ink: c["primary-foreground"]!,
        surface: c["primary-foreground"]!,
        accent: c["brand-dot"]!,
        veil: 0.14,
      },
      // The neutral page surface, drawn in the text colour with a primary highlight.
      slate: {
        from: c.background!,
        to: c.secondary!,
        ink: c.foreground!,
        surface: c.accent!,
        accent: c.primary!,
        veil: 0.9,
      },
    };
  return {
    mist: {
      from: c.card!,
      to: c.accent!,
      ink: c.primary!,
      surface: c["brand-dot"]!,
      accent: c.success!,
      veil: 0.45,
    },
    deep: {
      from: c["brand-dot"]!,
      to: c["primary-foreground"]!,
      ink: c["accent-foreground"]!,
      surface: c["accent-foreground"]!,
      accent: c["brand-name"]!,
      veil: 0.12,
    },
    slate: {
      from: c.background!,
      to: c.secondary!,
      ink: c.foreground!,
      surface: c.muted!,
      accent: c.primary!,
      veil: 0.9,
    },
  };
}
