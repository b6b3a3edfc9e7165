/** Renders mfe_admin's exposed App at a path, as the shell mounts it. */
import { renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

export { currentLocation } from '../../../tools/test-support/render-remote';

export function renderApp(path: string) {
  return renderRemote(App, path);
}
