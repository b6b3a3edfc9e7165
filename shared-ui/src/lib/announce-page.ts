/**
 * A page that replaces another without a change of path (the student's privacy notice giving way
 * to the page asked for) says so as a navigation would: the RouteAnnouncer, rendered once by the
 * shell, reads the new title out. A window event, so it reaches the shell's announcer from any remote.
 */
const ANNOUNCE_PAGE_EVENT = 'portal:announce-page';

/** Has the RouteAnnouncer read out `title` (the document's title by default). */
export function announcePage(title: string = document.title): void {
  window.dispatchEvent(new CustomEvent<string>(ANNOUNCE_PAGE_EVENT, { detail: title }));
}

/** Calls `listener` with each title announced; returns the unsubscribe function. */
export function onPageAnnounced(listener: (title: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(ANNOUNCE_PAGE_EVENT, handle);
  return () => window.removeEventListener(ANNOUNCE_PAGE_EVENT, handle);
}
