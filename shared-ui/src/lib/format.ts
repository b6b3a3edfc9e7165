/** Display formatters shared by the front ends. */
import { istDateLabel, istDateTimeLabel } from '@portal/domain/calendar';

/** "245 KB", "4.8 MB": a file size for people (binary units, as the 10 MB limit is 10 MiB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Every date and time a screen shows, in India time (Asia/Kolkata) whatever the browser's zone,
 * through the very functions that print the PDFs and the CSV (domain `calendar`), so a screen,
 * an invoice and the export all show the same day; a time of day is followed by "IST".
 */
type Instant = string | number | Date;

/** "22 Nov 2025": the day in India. */
export function formatDate(at: Instant): string {
  return istDateLabel(new Date(at));
}

/** "22 Nov 2025, 14:05 IST": the day and the time of day in India. */
export function formatDateTime(at: Instant): string {
  return istDateTimeLabel(new Date(at));
}
