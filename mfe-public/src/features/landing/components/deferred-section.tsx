/**
 * The landing's sections below the fold hydrate when they come into view: their code is a chunk of
 * its own, fetched when a section's served markup nears the viewport or takes focus. Until then
 * React leaves the served markup as it is (a Suspense boundary not yet hydrated keeps the server's
 * elements), and hydrating adopts those same elements, so a keyboard user's focus stays where it
 * was. A landing page rendered in the browser (a visit that came from another page) has no served
 * markup and fetches the chunk at once.
 *
 * An update can still reach a section before it hydrated: a click on one of the page's own links
 * (#faq) changes the router's location, which a link inside a section reads; fresher seat counts
 * change what a section shows. (A render of the page alone does not: the sections are memoized.)
 * React then hydrates that section at once if its code is here; if not, it gives up the served
 * markup and renders the section anew, which is done as soon as its code arrives rather than when
 * it is next seen.
 */
import { Suspense, memo, use, type ComponentType } from 'react';

const deferred: { id: string; load: () => Promise<void> }[] = [];

/**
 * Resolves when the served element with this id comes near the viewport, takes focus, or is taken
 * out of the page (React gave up its served markup); at once when there is none.
 */
function whenWanted(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const inView = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '400px 0px' });
    const removed = new MutationObserver(() => !element!.isConnected && done());
    function done() {
      inView.disconnect();
      removed.disconnect();
      element!.removeEventListener('focusin', done);
      resolve();
    }
    inView.observe(element);
    if (element.parentNode) removed.observe(element.parentNode, { childList: true });
    element.addEventListener('focusin', done);
  });
}

/**
 * A section whose code loads when it is wanted. `id` is the id of the section's root element (its
 * anchor), how its served markup is found.
 */
export function deferredSection(id: string, load: () => Promise<ComponentType>): ComponentType {
  let Loaded: ComponentType | null = null;
  let code: Promise<void> | null = null;
  let wanted: Promise<void> | null = null;
  const loadCode = () =>
    (code ??= load().then((component) => {
      Loaded = component;
    }));
  deferred.push({ id, load: loadCode });
  function Section() {
    // With its code here, a section renders (hydrating its served markup whenever React asks);
    // without it, it waits to be wanted and then for its code.
    if (!Loaded) use((wanted ??= whenWanted(id).then(loadCode)));
    const Component = Loaded!;
    return <Component />;
  }
  // Memoized: a render of the page (its location's hash, a title) passes nothing new, and must not
  // count as an update of a section still waiting to hydrate.
  return memo(function DeferredSection() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  });
}

/** Loads every deferred section's code now (an anchor of the page to scroll to, a test). */
export function loadDeferredSections(): Promise<void> {
  return Promise.all(deferred.map((d) => d.load())).then(() => undefined);
}
