/** The route renderer under the name the identity tests use: one implementation, render-remote.tsx. */
import { currentLocation, renderRemote } from './render-remote';

export const renderRoute = renderRemote;

/** The path the router is at (without the query). */
export const currentPath = () => currentLocation().split('?')[0];
