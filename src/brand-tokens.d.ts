/** The light theme's colour tokens as hex, by name (scripts/brand/tokens.ts, `brandDefines`). */
declare const __LIGHT_TOKENS__: Record<string, string>;
