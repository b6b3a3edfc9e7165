/**
 * Where a server-rendered page carries the data it was rendered with (a `<script type="application/json">`
 * the page server writes): read by the public area's screens and by the shell's banner, so both
 * hydrate with what the HTML shows.
 */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';

/** The embedded data of this page, or null (no such element, or not JSON, or not in a browser). */
export function embeddedPageData(): Record<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
