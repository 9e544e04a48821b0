/** The download name rule: the title with spaces replaced by underscores, plus the extension. */
export function fileNameFor(title: string, extension: string): string {
  return `${title.trim().replace(/\s+/g, "_")}.${extension}`;
}
