/**
 * After a route change, moves keyboard and screen-reader focus to the new page's h1 (or its
 * main region), as a full page load would start a reader at the top of the new page (WCAG
 * 2.4.3). Remotes load and fetch asynchronously, so it waits for the heading to appear.
 */

/** Marks the element focus was moved to, so the stylesheet can leave a non-control without a ring. */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

export interface FocusPageHeadingOptions {
  /** What had focus when the route changed (default: what has it now). */
  focusedAtNavigation?: Element | null;
  /** Called with the element that took focus (or null when the page had none before the timeout). */
  onSettled?(target: HTMLElement | null): void;
  /** How long to wait for an h1 before settling for main. */
  timeoutMs?: number;
  /**
   * The id the address points into (its #fragment): focus goes there instead of the h1, as a full
   * load of that address would start a reader there, and leaves scrolling to the page.
   */
  fragment?: string;
}

/** The id an address's #fragment points to: '#faq' -> 'faq', '#a%20b' -> 'a b'; none for '' or '#'. */
export function fragmentId(hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape: the raw id instead.
    return hash.slice(1);
  }
}

/**
 * Calls `found` with the element `find` answers: at once when the page holds it, else as soon as
 * a change of the page's DOM brings it (a remote's page, a section whose code arrives later).
 * Answers a function that stops waiting. (Here rather than in a module of its own: every module of
 * shared-ui/lib is a shared module of its own, which every app's federation code names.)
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

function findHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

function findMain(): HTMLElement | null {
  return document.getElementById('main-content') ?? document.querySelector<HTMLElement>('main');
}

/** Focuses an element that is not a control (adds tabindex -1 when it has none). */
export function focusProgrammatically(target: HTMLElement, { preventScroll = false } = {}): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
  target.focus({ preventScroll });
}

/**
 * Starts waiting for the new page's heading; returns a cancel function (call it when the route
 * changes again). Focus is only moved while nobody else moved it: a field with autoFocus, or a
 * person who already clicked into the page, keeps it.
 */
export function focusPageHeadingWhenReady({
  focusedAtNavigation = document.activeElement,
  onSettled,
  timeoutMs = 5000,
  fragment,
}: FocusPageHeadingOptions = {}): () => void {
  const findTarget = fragment ? () => document.getElementById(fragment) : findHeading;
  let settled = false;
  let stopWaiting: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const untouched = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === focusedAtNavigation || !active.isConnected;
  };

  const settle = (target: HTMLElement | null) => {
    settled = true;
    stopWaiting();
    clearTimeout(timer);
    if (target && untouched()) focusProgrammatically(target, { preventScroll: !!fragment });
    onSettled?.(target);
  };

  stopWaiting = whenElement(findTarget, settle);
  if (settled) return () => undefined;
  timer = setTimeout(() => settle(findMain()), timeoutMs);

  return () => {
    stopWaiting();
    clearTimeout(timer);
  };
}
