/**
 * Every screen's own document title (WCAG 2.4.2): `usePageTitle('Your profile')` makes the tab
 * and the history read "Your profile — Career Portal". Set during commit (a layout effect), so
 * the route announcer, which speaks the title when the new page's h1 appears, reads the new one.
 */
import { useLayoutEffect } from 'react';

export const PORTAL_NAME = 'Career Portal';

/** "Your profile" → "Your profile — Career Portal". */
export function pageTitle(title: string): string {
  return `${title} — ${PORTAL_NAME}`;
}

/** Sets the document title while the screen is shown; `exact` uses the text as it is (the landing page's). */
export function usePageTitle(title: string, { exact = false }: { exact?: boolean } = {}): void {
  useLayoutEffect(() => {
    document.title = exact ? title : pageTitle(title);
  }, [title, exact]);
}
