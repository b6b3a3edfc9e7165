/** The tests' signing certificate: self-signed, made in memory once per test process (never in the data folder). */
import type { SigningConfig } from '../../src/config.ts';
import { makeSelfSignedP12 } from '../../src/plugins/pdf-signing.ts';

export const TEST_P12_PASSWORD = 'test-signing-password';
export const TEST_SIGNER = 'Career Portal test signer';
let p12: Buffer | undefined;

export function testP12(): Buffer {
  p12 ??= makeSelfSignedP12(TEST_SIGNER, TEST_P12_PASSWORD);
  return p12;
}

export function testSigning(): SigningConfig {
  return { p12: testP12(), password: TEST_P12_PASSWORD };
}

/** The tests' credential signing key (an Ed25519 seed, 32 bytes), so no test writes a development key into .data. */
export const TEST_CREDENTIAL_SEED = Buffer.from('test-credential-signing-seed-32b');

/**
 * What production signs with, as the environment would give it: SIGNING_P12 / SIGNING_P12_PASSWORD
 * (base64 form), CREDENTIAL_SIGNING_KEY, and PUBLIC_API_URL, the address signed into the credentials.
 */
export function testSigningEnv(): Record<string, string> {
  return {
    SIGNING_P12: `base64:${testP12().toString('base64')}`,
    SIGNING_P12_PASSWORD: TEST_P12_PASSWORD,
    CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SEED.toString('base64'),
    PUBLIC_API_URL: 'https://api.example.com',
  };
}
