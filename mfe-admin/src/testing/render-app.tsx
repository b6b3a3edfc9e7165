/** Renders the exposed admin App at a path, inside the shell's providers. */
import { renderRoute } from '../../../tools/test-support/render-route';
import App from '../app/App';

export { currentPath } from '../../../tools/test-support/render-route';

export const renderApp = (path: string) => renderRoute(App, path);
