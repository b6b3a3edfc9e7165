/** Renders mfe_admin's exposed App at a path, as the shell mounts it. */
import { currentLocation, renderRemote } from '../../../tools/test-support/render-remote';
import App from '../app/App';

export { currentLocation };

export function renderApp(path: string) {
  return renderRemote(App, path);
}

/** The path the router is at (without the query). */
export const currentPath = () => currentLocation().split('?')[0];
