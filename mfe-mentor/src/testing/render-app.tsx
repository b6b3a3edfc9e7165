/** Renders the exposed App at a URL as the shell mounts it (the App brings its antd providers), with the URL at hand. */
import { renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

// The App loads each page lazily (its own chunk in the build). Loading every screen module here,
// when the test file loads, keeps that one-off transform out of each test's time limits.
import.meta.glob(['../features/**/components/*.tsx', '!**/*.test.tsx'], { eager: true });

export function renderApp(url = '/mentor') {
  return renderRemote(App, url);
}
