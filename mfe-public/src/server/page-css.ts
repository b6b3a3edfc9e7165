/**
 * The stylesheets each server-rendered page needs for its first paint, inlined in its <head>
 * (critical CSS: no request before the page shows). In the server build a .css import is the
 * file's text (rspack.config.mjs). The browser still loads the same files with the page's code;
 * the rules are the same, so nothing moves. page-css.test.ts checks each page's list against the
 * stylesheets its components import.
 */
import a11y from '@portal/shared-ui/styles/a11y.css';
import header from '@portal/shared-ui/styles/header.css';
import privacyNotice from '@portal/shared-ui/styles/privacy-notice.css';
import type { PublicRouteName } from '../app/routes';
import auth from '../features/auth/styles/auth.css';
import landing from '../features/landing/styles/landing.css';
import legal from '../features/legal/styles/legal.css';
import verify from '../features/verify/styles/verify.css';
import plainPage from '../styles/plain-page.css';

/** The header and the route announcer, on every page. */
const FRAME = [header, a11y];

export const PAGE_CSS: Record<PublicRouteName, string[]> = {
  landing: [landing],
  login: [auth],
  verify: [plainPage, verify],
  certificate: [plainPage, verify],
  privacy: [plainPage, legal, privacyNotice],
  terms: [plainPage, legal],
  refundPolicy: [plainPage, legal],
};

export function pageCss(route: PublicRouteName): string {
  return [...FRAME, ...PAGE_CSS[route]].join('\n');
}
