/**
 * Leaves the single-page app for `path` with a full page load. Used on logout, so no data of
 * the previous user stays in the memory of the shell or any remote.
 */
export function leaveTo(path: string): void {
  window.location.assign(path);
}
