/**
 * `npm run migrate` (from the production build: `node api/dist/commands/migrate.js`): applies the
 * data migrations of src/migrations/ that the database's ledger does not list yet, in order, and
 * prints each one it applied. `npm start` and `npm run serve` run it before the API starts; a
 * deployment runs it before starting the new API processes. Uses MONGODB_URI, or else the embedded
 * database `npm start` runs; MONGODB_DB names the database.
 */
import { createModels } from '../lib/models.ts';
import { MigrationFailedError, runMigrations } from '../migrations/run-migrations.ts';
import { withCommandDatabase } from './command-database.ts';
import { commandKeyRing } from './command-keys.ts';
import { runWhenInvoked } from './run-command.ts';

/** Runs the command; returns the process exit code. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return withCommandDatabase(env, async (conn) => {
    try {
      const models = await createModels(conn);
      // Without a usable DATA_ENCRYPTION_KEY only a migration that has files to encrypt fails, naming it.
      const ring = commandKeyRing(env);
      const keyRing = 'problem' in ring ? undefined : ring;
      const applied = await runMigrations(models, { log: (line) => console.log(line), keyRing });
      console.log(applied.length ? `Migrations: ${applied.length} applied.` : 'Migrations: none to apply.');
      return 0;
    } catch (err) {
      if (!(err instanceof MigrationFailedError)) throw err;
      console.error(err.message);
      return 1;
    }
  });
}

runWhenInvoked(import.meta.url, main);
