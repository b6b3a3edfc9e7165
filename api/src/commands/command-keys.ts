/**
 * The master keys of file encryption as a command line tool sees them: DATA_ENCRYPTION_KEY and
 * DATA_ENCRYPTION_KEY_PREVIOUS from the environment, or else (development) the key `npm start`
 * made in DATA_DIR/secrets.json, so a command reads the same files the local API wrote.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { createKeyRing, type KeyRing } from '../lib/file-encryption.ts';

export function commandKeyRing(env: NodeJS.ProcessEnv): KeyRing | { problem: string } {
  const secretsFile = path.resolve(env.DATA_DIR || '.data', 'secrets.json');
  const local =
    !env.DATA_ENCRYPTION_KEY && env.NODE_ENV !== 'production' && existsSync(secretsFile)
      ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>)
      : {};
  try {
    const { dataEncryptionKeys } = loadConfig(
      { ...env, DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY || local.DATA_ENCRYPTION_KEY },
      { warn: (message) => console.warn(message) },
    );
    return createKeyRing(dataEncryptionKeys.current, dataEncryptionKeys.previous);
  } catch (err) {
    if (err instanceof ConfigError) return { problem: err.message };
    throw err;
  }
}
