/** The specification's timings: how long each form shows its busy state at the least. */
export const NEWSLETTER_MIN_DURATION_MS = 1500;
export const CONSULTATION_MIN_DURATION_MS = 2000;

/** Resolves with `task`'s value, but not before `ms` have passed; rejects as soon as `task` does. */
export async function atLeast<T>(task: Promise<T>, ms: number): Promise<T> {
  const [value] = await Promise.all([task, new Promise((resolve) => setTimeout(resolve, ms))]);
  return value;
}
