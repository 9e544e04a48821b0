/** Hands a generated file to the browser as a download (call from a click handler). */
export function saveFile(contents: Uint8Array | string, fileName: string, type: string) {
  const blob = new Blob([contents as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
