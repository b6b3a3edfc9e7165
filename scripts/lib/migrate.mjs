// The data migrations, run to their end before the API starts (`npm start`, `npm run serve`): the
// API's migrate command (from its sources or the production build) with the API's environment, so
// it works on the API's database; what it applied is printed here. A failure stops the start.
import { spawn } from 'node:child_process';
import { ROOT, SetupError } from '../../stack/src/services.mjs';

/** Runs `node ...args` (the migrate command) with env; resolves once it has applied every migration. */
export function migrate(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new SetupError(`The data migrations stopped (${signal ?? `exit code ${code}`}), so the API was not started: see above.`));
    });
  });
}
