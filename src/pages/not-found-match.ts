/** A page a mistyped address may have meant. */
export type PageCandidate = { href: string; title: string };

/** The words of an address's last segment ("/resources/blog/ai-ethcs/" → "ai-ethcs"). */
function lastSegment(path: string): string {
  const segments = path.toLowerCase().split(/[?#]/)[0].split("/").filter(Boolean);
  return segments.at(-1) ?? "";
}

/** How many single-letter edits turn `a` into `b` (Levenshtein distance). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The page whose address is closest to the one typed, when it is close enough to be a typo
 * (at most a quarter of the letters differ, and never more than four); null otherwise.
 */
export function closestPage(path: string, candidates: PageCandidate[]): PageCandidate | null {
  const typed = lastSegment(path);
  if (typed.length < 3) return null;
  let best: { candidate: PageCandidate; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(typed, lastSegment(candidate.href));
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best || best.distance === 0) return best?.candidate ?? null;
  const allowed = Math.min(4, Math.max(1, Math.floor(typed.length / 4)));
  return best.distance <= allowed ? best.candidate : null;
}
