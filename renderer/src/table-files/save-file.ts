/**
 * Hands a file to the user as a download: Chromium saves it to the downloads folder, Electron
 * asks where to save it (its default for a download without a will-download handler).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started reading the blob by the next task; release it a little later.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** A file name safe on Windows, macOS and Linux (no path separators or reserved characters). */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|]/g, '-')
    .split('')
    .filter((char) => char >= ' ')
    .join('')
    .trim();
  return cleaned === '' ? 'export' : cleaned;
}
