/**
 * The keys the API signs, hashes and encrypts with: required in production and never echoed in a
 * message; development falls back to built-in ones with a warning.
 */
import { Type, type Static } from 'typebox';
import { parseMasterKey } from '../lib/file-encryption.ts';
import { list, type ConfigContext } from './area.ts';

/** Development-only fallbacks: shared by every process on the machine, refused in production. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
const DEV_OTP_SECRET = 'dev-only-otp-secret-change-me-0123456789abcdef';
const MIN_SECRET_LENGTH = 32;
/** Development-only master key (base64 of 32 bytes), refused in production like the secrets above. */
const DEV_DATA_ENCRYPTION_KEY = Buffer.from('dev-only-data-encryption-key-32b').toString('base64');

/** A key or secret of one byte repeated (all zeros, "aaaa…") has the right length but no secrecy. */
const isOneRepeatedByte = (bytes: Buffer) => bytes.every((b) => b === bytes[0]);

export const SECRETS_SETTINGS = Type.Object({
  JWT_SECRET: Type.Optional(
    Type.String({
      description: `Signs access tokens (HS256): ${MIN_SECRET_LENGTH}+ random characters; required in production. Unset: \`npm start\` makes one per data folder in \`DATA_DIR/secrets.json\`; elsewhere a built-in development secret, with a warning`,
    }),
  ),
  OTP_SECRET: Type.Optional(
    Type.String({
      description: `Keys the HMAC under which sign-in codes are stored: ${MIN_SECRET_LENGTH}+ random characters, not the JWT_SECRET; required in production. Unset: as JWT_SECRET`,
    }),
  ),
  DATA_ENCRYPTION_KEY: Type.Optional(
    Type.String({
      description:
        'The master key that wraps the key of every stored ID document, signature and offer letter (AES-256-GCM): 32 random bytes in base64, e.g. `openssl rand -base64 32`; required in production. Unset: `npm start` makes one per data folder in `DATA_DIR/secrets.json`; elsewhere a built-in development key, with a warning. To rotate: set the new key here and the old one in DATA_ENCRYPTION_KEY_PREVIOUS on every API process, run `npm run keys:rotate`, then drop the old key',
    }),
  ),
  DATA_ENCRYPTION_KEY_PREVIOUS: Type.String({
    description:
      'Comma list of earlier master keys (base64, 32 bytes each) still accepted for reading files, during a rotation; new files always use DATA_ENCRYPTION_KEY',
    default: '',
  }),
});

export function secretsConfig(env: Static<typeof SECRETS_SETTINGS>, context: ConfigContext) {
  const { production, problems, warn } = context;
  const secret = (name: 'JWT_SECRET' | 'OTP_SECRET', devDefault: string): string => {
    const value = env[name];
    if (value === undefined) {
      if (production) {
        problems.push(`${name} is required when NODE_ENV=production (a random string of at least ${MIN_SECRET_LENGTH} characters)`);
        return '';
      }
      warn(`${name} is not set: using the built-in development secret. Set ${name} before running in production.`);
      return devDefault;
    }
    if (value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
    } else if (isOneRepeatedByte(Buffer.from(value))) {
      problems.push(`${name} is one character repeated: use a random string of at least ${MIN_SECRET_LENGTH} characters`);
    }
    return value;
  };
  const jwtSecret = secret('JWT_SECRET', DEV_JWT_SECRET);
  const otpSecret = secret('OTP_SECRET', DEV_OTP_SECRET);
  if (production && jwtSecret && jwtSecret === otpSecret) problems.push('JWT_SECRET and OTP_SECRET must differ');
  return {
    jwtSecret,
    otpSecret,
    /**
     * DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY_PREVIOUS: the master key that wraps the data key of
     * every new encrypted file (ID documents, signatures, letters), and earlier master keys still
     * accepted for reading while `npm run keys:rotate` moves files onto the new one.
     */
    dataEncryptionKeys: dataEncryptionKeys(env, context),
  };
}

function dataEncryptionKeys(env: Static<typeof SECRETS_SETTINGS>, { production, problems, warn }: ConfigContext) {
  const shape = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';
  const raw = env.DATA_ENCRYPTION_KEY;
  let current: Buffer | null;
  if (raw === undefined) {
    if (production) problems.push(`DATA_ENCRYPTION_KEY is required when NODE_ENV=production (${shape})`);
    else warn('DATA_ENCRYPTION_KEY is not set: using the built-in development key. Set DATA_ENCRYPTION_KEY before running in production.');
    current = production ? null : parseMasterKey(DEV_DATA_ENCRYPTION_KEY);
  } else {
    current = parseMasterKey(raw);
    if (!current) problems.push(`DATA_ENCRYPTION_KEY must be ${shape}`);
    else if (isOneRepeatedByte(current))
      problems.push(`DATA_ENCRYPTION_KEY is one byte repeated (such as all zeros), not a key: it must be ${shape}`);
  }
  const previous: Buffer[] = [];
  for (const entry of list(env.DATA_ENCRYPTION_KEY_PREVIOUS)) {
    const key = parseMasterKey(entry);
    // A weak earlier key is still read with: it is how files move off it.
    if (key) previous.push(key);
    else problems.push(`DATA_ENCRYPTION_KEY_PREVIOUS must be a comma-separated list of keys, each ${shape}`);
  }
  return { current: current ?? Buffer.alloc(0), previous };
}
