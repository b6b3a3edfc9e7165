// The async boundary: shared modules negotiate before any app code runs. It starts in a task of
// its own, after the federation runtime's start, so a phone's main thread gets two short tasks
// rather than one long one (input is answered between them).
setTimeout(() => void import('./bootstrap'), 0);
