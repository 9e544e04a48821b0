/*
 * Text for the PDF's standard fonts: ASCII stand-ins for typographic
 * characters, and word wrapping to a measured width.
 */

const ASCII_EQUIVALENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/\u2022/g, "-"],
  [/\u2192/g, "->"],
  [/\u2190/g, "<-"],
  [/\u2264/g, "<="],
  [/\u2265/g, ">="],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, " "],
  [/[\u200B-\u200D\u2060\uFEFF]/g, ""],
  [/[\t\r\n]+/g, " "],
];

/**
 * Plain text a standard PDF font can draw: typographic quotes, dashes and
 * ellipses become their ASCII equivalents, odd spaces become spaces.
 */
export function sanitizeForPdf(text: string): string {
  return ASCII_EQUIVALENTS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
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
 * `text` as the font can encode it: sanitized, and any character it still
 * lacks replaced by its unaccented base letter or "?", so drawing never throws.
 */
export function encodableText(text: string, supported: ReadonlySet<number>): string {
  return Array.from(sanitizeForPdf(text).normalize("NFC"), (char) => {
    if (supported.has(char.codePointAt(0) ?? 0)) return char;
    const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    return base && [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) ? base : "?";
  }).join("");
}
