// The async boundary: shared modules negotiate before any app code runs. Each import() of a shared
// module negotiates it with the federation runtime and runs its code; one at a time, each in a task
// of its own (heaviest first), a phone's main thread gets several short tasks instead of one long
// one, and answers input between them. The bootstrap then finds them loaded. (Lighthouse, mobile:
// the blocking time of / about 190 -> 60-110 ms; docs/benchmarks.md.)
const STAGES = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@portal/shared-ui/session/session-store'),
  () => import('./bootstrap'),
];

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
}

void start();
