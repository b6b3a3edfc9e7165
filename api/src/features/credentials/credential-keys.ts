/**
 * The program's Ed25519 keys as Multikeys: the current one signs, and the issuer profile lists it
 * with the earlier ones (CREDENTIAL_SIGNING_KEYS_PREVIOUS), so a credential signed before a rotation
 * still verifies while its key is listed. A key's id is the issuer profile's URL and the public key
 * as its fragment: stable for the key, and different for each.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Ed25519KeyPair, MultikeyDocument } from '@digitalbazaar/ed25519-multikey';

export interface CredentialKeys {
  /** The key that signs. */
  current: Ed25519KeyPair;
  /** Every listed key, the current one first. */
  listed: MultikeyDocument[];
}

const keyIdOf = (issuerId: string, publicKeyMultibase: string) => `${issuerId}#${publicKeyMultibase}`;

export async function credentialKeys(issuerId: string, seed: Uint8Array, previousPublicKeys: readonly string[]): Promise<CredentialKeys> {
  const probe = await Ed25519Multikey.generate({ seed, controller: issuerId });
  const current = await Ed25519Multikey.generate({ seed, controller: issuerId, id: keyIdOf(issuerId, probe.publicKeyMultibase) });
  const earlier = previousPublicKeys
    .filter((key) => key !== current.publicKeyMultibase)
    .map((publicKeyMultibase): MultikeyDocument => ({
      id: keyIdOf(issuerId, publicKeyMultibase),
      type: 'Multikey',
      controller: issuerId,
      publicKeyMultibase,
    }));
  return { current, listed: [await current.export({ publicKey: true, includeContext: false }), ...earlier] };
}

/**
 * The development signing key of a data folder: 32 random bytes made once
 * (DATA_DIR/signing/credential-key), then reused, so credentials survive a restart.
 */
export function developmentCredentialSeed(dataDir: string): Buffer {
  const file = path.join(dataDir, 'signing', 'credential-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, randomBytes(32).toString('base64'), { mode: 0o600 });
    renameSync(temp, file);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
