/** The organization's certificate that signs every stored PDF. */
import { existsSync, readFileSync } from 'node:fs';
import { Type, type Static } from 'typebox';
import { SigningConfigError, loadSigningIdentity } from '../plugins/pdf-signing.ts';
import type { ConfigContext } from './area.ts';

export const SIGNING_SETTINGS = Type.Object({
  SIGNING_P12: Type.Optional(
    Type.String({
      description:
        'The organization’s PKCS#12 certificate and key that sign every stored PDF: a file path, or `base64:` and the file’s content; checked at start (it opens, holds a key, has not expired). Required in production. Unset: a self-signed development certificate in `DATA_DIR/signing/`',
    }),
  ),
  SIGNING_P12_PASSWORD: Type.Optional(Type.String({ description: 'The password of the SIGNING_P12 file; required with it' })),
});

/** The PKCS#12 file's content and its password. */
export type SigningConfig = NonNullable<ReturnType<typeof signingIdentity>>;

export function signingConfig(env: Static<typeof SIGNING_SETTINGS>, context: ConfigContext) {
  return {
    /** The organization's PKCS#12 (SIGNING_P12, SIGNING_P12_PASSWORD), opened once at start; null: the development certificate. */
    signing: signingIdentity(env, context),
  };
}

/**
 * SIGNING_P12 is a path to a PKCS#12 (.p12/.pfx) file, or `base64:` followed by the file's
 * content; SIGNING_P12_PASSWORD opens it. Both are required in production and checked here (the
 * file opens, holds a key and its certificate, not expired), so a bad certificate stops the start
 * instead of the first invoice.
 */
function signingIdentity(env: Static<typeof SIGNING_SETTINGS>, { production, problems }: ConfigContext) {
  const source = env.SIGNING_P12;
  const password = env.SIGNING_P12_PASSWORD;
  if (source === undefined) {
    if (production)
      problems.push(
        "SIGNING_P12 is required when NODE_ENV=production: the path of the organization's PKCS#12 signing certificate (.p12), or base64: and its content",
      );
    if (password !== undefined) problems.push('SIGNING_P12_PASSWORD is set but SIGNING_P12 is not');
    return null;
  }
  if (password === undefined) {
    problems.push('SIGNING_P12_PASSWORD is required with SIGNING_P12 (the password of the PKCS#12 file)');
    return null;
  }
  let p12: Buffer;
  if (source.startsWith('base64:')) {
    p12 = Buffer.from(source.slice('base64:'.length), 'base64');
  } else if (existsSync(source)) {
    p12 = readFileSync(source);
  } else {
    problems.push(`SIGNING_P12 must be the path of a PKCS#12 file or base64: and its content (no file at ${source})`);
    return null;
  }
  try {
    loadSigningIdentity(p12, password);
  } catch (err) {
    if (!(err instanceof SigningConfigError)) throw err;
    problems.push(`SIGNING_P12 cannot be used with SIGNING_P12_PASSWORD: ${err.message}`);
    return null;
  }
  return { p12, password };
}
