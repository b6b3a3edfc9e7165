/** Display formatters shared by the front ends. */

/** "245 KB", "4.8 MB": a file size for people (binary units, as the 10 MB limit is 10 MiB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "22 Nov 2025, 4:05 pm" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
