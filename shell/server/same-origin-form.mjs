// A form of the public pages (sign-in) is answered only when the browser sent it from the site's own
// pages: a form on another site posting to /login must not send mails or sign anyone in. Browsers
// say where a request comes from in Sec-Fetch-Site (it cannot be set by a page); one too old for it
// sends Origin with every POST. A request with neither is refused.

/**
 * @param {{ secFetchSite?: string, origin?: string }} headers the request's Sec-Fetch-Site and Origin
 * @param {string} site the site's public origin (https://portal.example.com)
 */
export function isSameOriginForm({ secFetchSite, origin }, site) {
  if (secFetchSite) return secFetchSite === 'same-origin';
  return !!origin && origin === site;
}
