/*
 * Text for the PDF's fonts: one kind of space, stand-ins for the typographic
 * characters a font lacks, and word wrapping to a measured width.
 */

/** Spaces of every kind become one plain space; zero-width ones go. Wrapping splits at these. */
const SPACES: [RegExp, string][] = [
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, " "],
  [/[\u200B-\u200D\u2060\uFEFF]/g, ""],
  [/[\t\r\n]+/g, " "],
];

/** ASCII stand-ins for typographic characters, used only where the font has no glyph for them. */
const STAND_INS: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032]/, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/, '"'],
  [/[\u2010-\u2015\u2212]/, "-"],
  [/\u2026/, "..."],
  [/\u2022/, "-"],
  [/\u2192/, "->"],
  [/\u2190/, "<-"],
  [/\u2264/, "<="],
  [/\u2265/, ">="],
];

/** `text` with every kind of space made a plain space and zero-width characters removed. */
export function normalizeSpaces(text: string): string {
  return SPACES.reduce((result, [pattern, space]) => result.replace(pattern, space), text);
}

/** Splits text into lines no wider than `maxWidth` at `size`; words longer than a line are broken. */
export function wrapText(
  text: string,
  measure: (value: string) => number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * `text` as the font can encode it: spaces normalized, and any character the font lacks
 * replaced by its ASCII stand-in, its unaccented base letter or "?", so drawing never
 * throws and never draws an empty box.
 */
export function encodableText(text: string, supported: ReadonlySet<number>): string {
  const has = (value: string) =>
    [...value].every((part) => supported.has(part.codePointAt(0) ?? 0));
  return Array.from(normalizeSpaces(text).normalize("NFC"), (char) => {
    if (has(char)) return char;
    const standIn = STAND_INS.find(([pattern]) => pattern.test(char))?.[1];
    if (standIn && has(standIn)) return standIn;
    const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    return base && has(base) ? base : "?";
  }).join("");
}
