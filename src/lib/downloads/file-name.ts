/**
 * The download name rule: the title with spaces replaced by underscores, plus the extension.
 * Characters that file systems refuse (a colon in "AI in Clinical Operations: …") are left out,
 * so the saved name is the one the visitor sees in the browser on every system.
 */
export function fileNameFor(title: string, extension: string): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, " ").trim();
  return `${safe.replace(/\s+/g, "_")}.${extension}`;
}
