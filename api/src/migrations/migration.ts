import type { KeyRing } from '../lib/file-encryption.ts';
import type { Models } from '../lib/models.ts';

/** What a migration may need beside the models: the master keys of file encryption, when the command has them. */
export interface MigrationContext {
  keyRing?: KeyRing;
}

/**
 * One data migration: `id` is its file's name ("YYYY-MM-DD-what-it-does", the day the change of
 * shape was made), which orders it and is its key in the ledger. `up` brings the database's
 * documents and indexes of an earlier release to the shape the code expects; it runs once per
 * database, but a process that dies in it leaves it to be run again, so it must be idempotent
 * (each update matches only what is still missing).
 */
export interface Migration {
  id: string;
  description: string;
  up(models: Models, log: (line: string) => void, context?: MigrationContext): Promise<void>;
}
