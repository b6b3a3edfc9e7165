/**
 * A part of the landing page below the fold: served rendered, it is left as the server sent it
 * while the browser hydrates the page, and rendered by React only when it comes near the viewport,
 * so the first hydration does the work of the visible part only. The markup is the same either
 * way, so nothing moves. Rendered in the browser from the start (a visit that began elsewhere), it
 * renders at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';

/** How far below the viewport a part starts rendering, so it is ready when it scrolls in. */
const AHEAD = '300px';

export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Mounted while hydrating: the markup in the page is the server's.
  const [served] = useState(() => !hydrated && typeof window !== 'undefined');
  const [visible, setVisible] = useState(!served);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    // Focus moving into the part (a skip link, Tab) renders it too.
    const onFocus = () => setVisible(true);
    element.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', onFocus);
    };
  }, [visible]);

  // An empty innerHTML React does not apply while hydrating: the served markup stays until then.
  if (!visible) return <div ref={ref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div ref={ref}>{children}</div>;
}
