/**
 * The columns of a card grid for a count that varies with the content, so that no row ends
 * with an empty slot: six cards as 3 + 3, four as 2 + 2 or one row of four, five as 3 + 2
 * with the last two wider. Tailwind classes, written out whole so the build finds them.
 */
export function balancedGridColumns(count: number): string {
  if (count % 3 === 0 && count % 2 === 0) return "md:grid-cols-2 lg:grid-cols-3";
  if (count % 3 === 0) return "md:grid-cols-3";
  if (count % 4 === 0) return "md:grid-cols-2 lg:grid-cols-4";
  if (count === 5)
    return "md:grid-cols-6 md:[&>*]:col-span-2 md:[&>*:nth-last-child(-n+2)]:col-span-3";
  return "md:grid-cols-2";
}
