import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs a command's `main` when its file is the process's entry (`npm run …`), not when a test
 * imports it, and exits with the code it answers (1 after printing an error it throws).
 */
export function runWhenInvoked(moduleUrl: string, main: () => Promise<number>): void {
  const entry = process.argv[1];
  if (!entry || path.resolve(entry) !== fileURLToPath(moduleUrl)) return;
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
