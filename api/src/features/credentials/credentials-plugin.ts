import fp from 'fastify-plugin';
import { createCredentialRepository } from './credential-repository.ts';
import { credentialKeys, developmentCredentialSeed } from './credential-keys.ts';
import { createCredentialService, type CredentialService } from './credentials-service.ts';
import { statusLists } from './status-lists.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Certificates as signed Open Badges 3.0 credentials, their status lists and issuer profile, and verification. */
    credentials: CredentialService;
  }
}

/** Where the issuer profile and the status lists are served (routes/public/credentials/). */
export const ISSUER_PATH = '/public/credentials/issuer';
const STATUS_LISTS_PATH = '/public/credentials/status';

/** The address in "Name <address>", or the whole when there are no brackets. */
const addressOf = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const issuerId = `${config.publicApiUrl}${ISSUER_PATH}`;
    const seed = config.credentialSigning.seed ?? developmentCredentialSeed(config.dataDir);
    const keys = await credentialKeys(issuerId, seed, config.credentialSigning.previousPublicKeys);
    const issuer = { id: issuerId, name: config.seller.name, url: config.publicWebUrl, email: addressOf(config.mailFrom) };
    const now = () => fastify.cohorts.now();
    const repository = createCredentialRepository(fastify.models);
    const lists = statusLists({ repository, keys, issuer, base: `${config.publicApiUrl}${STATUS_LISTS_PATH}`, now });
    // Validity is checked at the later of the program's clock and the real one: on a stack whose
    // program clock stands apart (a test calendar, a request's x-program-today), a credential the
    // program issued is never "not yet valid" because the two disagree.
    const checkedAt = () => new Date(Math.max(now().getTime(), Date.now()));
    fastify.decorate('credentials', createCredentialService({ keys, issuer, lists, now: checkedAt }));
  },
  { name: 'credentials', dependencies: ['models', 'cohorts'] },
);
