/**
 * `npm run keys:rotate`: wraps the data key of every stored ID document, signature and offer
 * letter again under DATA_ENCRYPTION_KEY (the files are not re-encrypted). Safe while the API
 * serves and safe to run again: each file changes by one conditional update on what was read.
 *
 * Rotating the master key: give every API process the new key as DATA_ENCRYPTION_KEY and the
 * old one in DATA_ENCRYPTION_KEY_PREVIOUS (they read with either, write with the new one), run
 * this command with the same two settings, then drop DATA_ENCRYPTION_KEY_PREVIOUS.
 */
import { rotateFileKeys } from '../plugins/file-keys.ts';
import { withCommandDatabase } from './command-database.ts';
import { commandKeyRing } from './command-keys.ts';
import { runWhenInvoked } from './run-command.ts';

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const ring = commandKeyRing(env);
  if ('problem' in ring) {
    console.error(ring.problem);
    return 2;
  }
  return withCommandDatabase(env, async (conn) => {
    const report = await rotateFileKeys(conn, ring);
    console.log(`Master key ${ring.current.id}: ${report.rewrapped} data key(s) re-wrapped, ${report.current} already current.`);
    for (const failure of report.failed) console.error(`Could not rotate ${failure}`);
    return report.failed.length ? 1 : 0;
  });
}

runWhenInvoked(import.meta.url, main);
