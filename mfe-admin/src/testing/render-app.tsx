/** Renders mfe_admin's exposed App at a path, as the shell mounts it. */
import { renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

// The App loads its routes and each page lazily (their own chunks in the build). Loading them here,
// when the test file loads, keeps that one-off transform out of each test's time limits.
import.meta.glob(['../app/AdminRoutes.tsx', '../features/**/components/*.tsx', '!**/*.test.tsx'], { eager: true });

export { currentLocation } from '../../../tools/test-support/render-remote';

export function renderApp(path: string) {
  return renderRemote(App, path);
}
