/** A stored date as ISO 8601 text, or null when there is none. */
export function isoOrNull(d: Date | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}
