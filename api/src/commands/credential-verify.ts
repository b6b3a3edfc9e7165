/**
 * `npm run credential:verify -- FILE`
 * Verifies a certificate's verifiable credential from a file, its JSON or a badge image (PNG) with it
 * baked in, with the code `POST /public/credentials/verify` runs: the proof against the program's
 * keys, and the revocation bit in its status list as stored; offline (the contexts are bundled, no
 * URL is fetched). Uses the API's settings (CREDENTIAL_SIGNING_KEY, PUBLIC_API_URL, MONGODB_URI …);
 * without MONGODB_URI, the embedded database `npm start` runs. Exit code 0 when valid, 1 when not.
 */
import { readFileSync } from 'node:fs';
import secureJson from 'secure-json-parse';
import { CREDENTIAL_MESSAGES } from '@portal/domain/credential';
import { buildApp } from '../app.ts';
import { bakedCredential, isPng } from '../features/credentials/baked-png.ts';
import { commandConfig } from './command-config.ts';
import { runWhenInvoked } from './run-command.ts';

const USAGE = 'Usage: npm run credential:verify -- FILE (a credential .json, or a badge .png)';

/** The credential in a file's bytes, or the sentence saying why there is none. */
function credentialInFile(bytes: Buffer): { credential: unknown } | { problem: string } {
  const text = isPng(bytes) ? bakedCredential(bytes) : bytes.toString('utf8');
  if (text === null) return { problem: CREDENTIAL_MESSAGES.noCredentialInImage };
  try {
    return { credential: secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }) };
  } catch {
    return { problem: CREDENTIAL_MESSAGES.unreadable };
  }
}

export async function verifyCredentialFile(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const [file, ...rest] = argv;
  if (!file || rest.length) {
    print(USAGE);
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    print(`Cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const found = credentialInFile(bytes);
  if ('problem' in found) {
    print(found.problem);
    return 1;
  }
  const config = commandConfig(env, print);
  if (!config) return 2;
  const app = await buildApp(config, { logger: { level: 'warn' } });
  try {
    const { result, message, details } = await app.certificates.verifyCredential(found.credential);
    print(message);
    for (const [name, value] of Object.entries(details)) if (value !== null) print(`  ${name}: ${value}`);
    return result === 'VALID' ? 0 : 1;
  } finally {
    await app.close();
  }
}

runWhenInvoked(import.meta.url, () => verifyCredentialFile(process.argv.slice(2), process.env, (line) => console.log(line)));
