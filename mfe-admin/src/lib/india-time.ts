/** Date-time fields read and written in India time, whatever the browser's zone ('2026-01-12T10:30' <-> an instant). */
const IST_OFFSET_MS = 330 * 60_000;

/** A datetime-local value typed as India time, as an ISO instant with the offset ('2026-01-12T10:30:00+05:30'). */
export function istInputToIso(value: string): string {
  return `${value}:00+05:30`;
}

/** An instant as a datetime-local value in India time. */
export function isoToIstInput(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}
