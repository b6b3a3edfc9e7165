/**
 * Rendered once inside the router (by the shell, and by a remote running alone): after every
 * change of path it moves focus to the new page's h1 and announces the page's title in a
 * polite live region, so keyboard and screen-reader users know the page changed. The first
 * page of a visit is left to the browser (focus starts at the top, on the skip link). A page
 * that replaces another on the same path says so with announcePage (lib/announce-page.ts).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onPageAnnounced } from '@portal/shared-ui/lib/announce-page';
import { focusPageHeadingWhenReady, fragmentId } from '@portal/shared-ui/lib/focus-page-heading';
import '@portal/shared-ui/styles/a11y.css';

export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  const focusAtNavigation = useRef<Element | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Read while rendering, before the new page is committed: a field that page focuses itself
  // (autoFocus) must then count as "someone moved focus", not as where focus was.
  // eslint-disable-next-line react-hooks/refs -- read during render on purpose: an effect would run after the new page's autoFocus
  if (previous.current !== pathname) focusAtNavigation.current = document.activeElement;

  // The new page's hash is read as its path changes; a change of hash alone is left to the browser.
  const focusNewPage = useEffectEvent(() =>
    focusPageHeadingWhenReady({
      focusedAtNavigation: focusAtNavigation.current,
      onSettled: () => setAnnouncement(document.title),
      fragment: fragmentId(hash),
    }),
  );
  useEffect(() => {
    // A hash or query change is not a new page; nor is StrictMode re-running this effect.
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusNewPage();
  }, [pathname]);

  // A page that replaced another without a change of path (announcePage) is read out the same way.
  useEffect(() => onPageAnnounced(setAnnouncement), []);

  return (
    <div className="portal-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
