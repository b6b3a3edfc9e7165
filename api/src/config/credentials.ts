/** The program's key that signs every verifiable credential (Open Badges 3.0), the earlier keys still listed, and where verifiers reach the API. */
import { Type, type Static } from 'typebox';
import { list, type ConfigContext } from './area.ts';

/** An Ed25519 public key as a Multikey's publicKeyMultibase: base58btc ('z') of the multicodec 0xed01 and 32 bytes. */
const ED25519_PUBLIC_MULTIBASE = /^z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/;

export const CREDENTIALS_SETTINGS = Type.Object({
  CREDENTIAL_SIGNING_KEY: Type.Optional(
    Type.String({
      description:
        'The Ed25519 key that signs every certificate’s verifiable credential and status list (Data Integrity, eddsa-rdfc-2022): its 32-byte seed in base64, e.g. `openssl rand -base64 32`; required in production. Unset: a development key made once in `DATA_DIR/signing/credential-key`. To rotate: put the old key’s public key (its `publicKeyMultibase` in the issuer profile) in CREDENTIAL_SIGNING_KEYS_PREVIOUS, then set the new one',
    }),
  ),
  CREDENTIAL_SIGNING_KEYS_PREVIOUS: Type.String({
    description:
      'Comma list of the public keys (`z6Mk…`, as the issuer profile lists them) of earlier credential signing keys: still listed in the issuer profile, so the credentials they signed still verify; drop one only to make its credentials fail',
    default: '',
  }),
  PUBLIC_API_URL: Type.Optional(
    Type.String({
      description:
        'The API’s address as browsers and credential verifiers reach it: the issuer profile and status lists of the verifiable credentials are served there, and their addresses are signed into every credential; required in production. Unset: http://localhost:PORT',
    }),
  ),
});

/** The signing key's seed from base64 (32 bytes), or null when it is not one. */
function seedOf(raw: string): Buffer | null {
  const bytes = Buffer.from(raw, 'base64');
  return bytes.length === 32 && bytes.toString('base64').replace(/=+$/, '') === raw.trim().replace(/=+$/, '') ? bytes : null;
}

export function credentialsConfig(env: Static<typeof CREDENTIALS_SETTINGS> & { PORT: number }, { production, problems }: ConfigContext) {
  let seed: Buffer | null = null;
  if (env.CREDENTIAL_SIGNING_KEY === undefined) {
    if (production)
      problems.push(
        'CREDENTIAL_SIGNING_KEY is required when NODE_ENV=production (32 random bytes in base64, e.g. from `openssl rand -base64 32`)',
      );
  } else {
    seed = seedOf(env.CREDENTIAL_SIGNING_KEY);
    if (!seed) problems.push('CREDENTIAL_SIGNING_KEY must be 32 random bytes in base64, e.g. from `openssl rand -base64 32`');
  }
  const previous = list(env.CREDENTIAL_SIGNING_KEYS_PREVIOUS);
  if (previous.some((key) => !ED25519_PUBLIC_MULTIBASE.test(key)))
    problems.push(
      'CREDENTIAL_SIGNING_KEYS_PREVIOUS must be a comma-separated list of Ed25519 public keys as the issuer profile lists them (z6Mk…)',
    );
  // Signed into every credential as its issuer's and status lists' address: a guess would be permanent.
  if (production && env.PUBLIC_API_URL === undefined)
    problems.push(
      'PUBLIC_API_URL is required when NODE_ENV=production (the address the API is reached at, such as https://api.example.com)',
    );
  const publicApiUrl = (env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicApiUrl))
    problems.push(`PUBLIC_API_URL must be the address the API is reached at, such as https://api.example.com (got "${publicApiUrl}")`);
  return {
    credentialSigning: {
      /** CREDENTIAL_SIGNING_KEY's seed; null: the development key of the data folder. */
      seed,
      /** CREDENTIAL_SIGNING_KEYS_PREVIOUS: earlier public keys the issuer profile still lists. */
      previousPublicKeys: previous,
    },
    /** PUBLIC_API_URL: the API's address for browsers and verifiers (the credentials' issuer and status lists live under it). */
    publicApiUrl,
  };
}
