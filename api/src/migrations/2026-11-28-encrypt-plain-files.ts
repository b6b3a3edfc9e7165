import { encryptPlainFiles } from '../plugins/file-keys.ts';
import type { Migration } from './migration.ts';

export const encryptPlainFilesMigration: Migration = {
  id: '2026-11-28-encrypt-plain-files',
  description:
    'ID documents, signatures, offer letters and data exports stored plain before encryption are encrypted in place (same id), ' +
    'so the API can refuse any file of these kinds without its envelope',
  async up(models, log, context) {
    const encrypted = await encryptPlainFiles(models.Migration.db, context?.keyRing);
    log(`${encrypted} plain file(s) encrypted`);
  },
};
