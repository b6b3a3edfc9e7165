/**
 * The landing's sections below the fold hydrate when they come into view: their code is a chunk of
 * its own, fetched when a section's served markup nears the viewport or takes focus. Until then
 * React leaves the served markup as it is (a Suspense boundary not yet hydrated keeps the server's
 * elements), and hydrating adopts those same elements, so a keyboard user's focus stays where it
 * was. A landing page rendered in the browser (a visit that came from another page) has no served
 * markup and fetches the chunk at once.
 */
import { Suspense, use, type ComponentType } from 'react';

const deferred: { id: string; load: () => Promise<void> }[] = [];

/** Resolves when the served element with this id comes near the viewport or takes focus; at once when there is none. */
function whenWanted(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '400px 0px' });
    function done() {
      observer.disconnect();
      element!.removeEventListener('focusin', done);
      resolve();
    }
    observer.observe(element);
    element.addEventListener('focusin', done);
  });
}

/**
 * A section whose code loads when it is wanted. `id` is the id of the section's root element (its
 * anchor), how its served markup is found.
 */
export function deferredSection(id: string, load: () => Promise<ComponentType>): ComponentType {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const start = (wanted: Promise<void>) =>
    (loading ??= wanted.then(load).then((component) => {
      Loaded = component;
    }));
  deferred.push({ id, load: () => start(Promise.resolve()) });
  function Section() {
    if (!Loaded) use(start(whenWanted(id)));
    const Component = Loaded!;
    return <Component />;
  }
  return function DeferredSection() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  };
}

/** Loads every deferred section now (an anchor of the page to scroll to, a test). */
export function loadDeferredSections(): Promise<void> {
  return Promise.all(deferred.map((d) => d.load())).then(() => undefined);
}
