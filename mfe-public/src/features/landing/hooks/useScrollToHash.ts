/** The landing page's #anchors: scrolled to when the page opens at one or the address changes to one. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fragmentId, whenElement } from '@portal/shared-ui/lib/focus-page-heading';
import { loadDeferredSections } from '../components/deferred-section';

const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `target` to the top of the screen at once, not smoothly, and keeps it there while the
 * page settles: the sections around it are drawn only as they near the screen (content-visibility)
 * and the section's styles may arrive after it, each moving it. Until the page stops growing for a
 * moment, or the visitor scrolls.
 */
function scrollAndHold(target: HTMLElement): () => void {
  const scroll = () => target.scrollIntoView?.({ behavior: 'instant', block: 'start' });
  scroll();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let timer = setTimeout(stop, 600);
  const resized = new ResizeObserver(() => {
    scroll();
    clearTimeout(timer);
    timer = setTimeout(stop, 600);
  });
  resized.observe(document.body);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  function stop() {
    clearTimeout(timer);
    resized.disconnect();
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  }
  return stop;
}

/**
 * Scrolls to the URL's #anchor once its section exists: a landing page rendered in the browser (a
 * link from another page) renders the sections below the fold once their code is here.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = fragmentId(hash);
    if (!id) return;
    // Not on the page yet: a section below the fold, rendered once its code is here.
    if (!document.getElementById(id)) void loadDeferredSections();
    let release: () => void = () => undefined;
    const stopWaiting = whenElement(
      () => document.getElementById(id),
      (target) => (release = scrollAndHold(target)),
    );
    return () => {
      stopWaiting();
      release();
    };
  }, [hash]);
}
