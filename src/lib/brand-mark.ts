/**
 * The brand mark, on a 32 by 32 grid: a rounded tile in the primary colour, a peak in the
 * primary's foreground colour and a dot in `--brand-dot` (src/styles.css). The header's logo,
 * the favicon and the link previews all draw it from here.
 */
export const brandMark = {
  size: 32,
  radius: 8,
  peak: "M9 22 16 8l7 14h-4.2L16 16.2 13.2 22Z",
  dot: { cx: 16, cy: 24.5, r: 2 },
} as const;

/** The mark as a standalone SVG in the given colours (hex), for the favicon and previews. */
export function brandMarkSvg(colors: { tile: string; peak: string; dot: string }): string {
  const { size, radius, peak, dot } = brandMark;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${colors.tile}"/><path d="${peak}" fill="${colors.peak}"/><circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${colors.dot}"/></svg>`;
}
