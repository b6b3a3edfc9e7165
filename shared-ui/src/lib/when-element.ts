/**
 * Calls `found` with the element `find` answers: at once when the page holds it, else as soon as
 * a change of the page's DOM brings it (a remote's page, a section whose code arrives later).
 * Answers a function that stops waiting.
 */
export function whenElement(find: () => HTMLElement | null, found: (element: HTMLElement) => void): () => void {
  const present = find();
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    observer.disconnect();
    found(element);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
