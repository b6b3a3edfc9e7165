// The async boundary: shared modules negotiate before any app code runs. Each import() of a shared
// module negotiates it with the federation runtime and runs its code; one at a time, each in a task
// of its own (heaviest first), a phone's main thread gets several short tasks instead of one long
// one, and answers input between them. The bootstrap then finds them loaded.
const STAGES = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@portal/shared-ui/session/session-store'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];

/**
 * Asks for every script of the stages at once (index.html lists them: StartScriptsPlugin in
 * tools/rspack), so each stage finds its script downloaded rather than starting its download
 * only when the stage before has run.
 */
function preloadStartScripts() {
  const list = document.getElementById('portal-start-scripts')?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs after the first contentful paint of a page served rendered, at once on a page the browser
 * renders itself: downloads begun before that paint compete with it (on a phone's connection the
 * start scripts, about 130 KB, would hold back the page's largest paint).
 */
function afterServedPagePainted(run: () => void) {
  if (!document.getElementById('root')?.firstElementChild) return run();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

async function start() {
  afterServedPagePainted(preloadStartScripts);
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
}

void start();
