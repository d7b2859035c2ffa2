/**
 * Saves what the app fetched as a file the browser downloads: an object URL on a link that is clicked and
 * removed at once. The URL is released a little later, once the download holds the data itself.
 */

const RELEASE_AFTER_MS = 10_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
