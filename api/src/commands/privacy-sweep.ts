/**
 * `npm run privacy:sweep`: erases now the ID documents whose retention period has passed
 * (ID_DOCUMENT_RETENTION_DAYS after their decision) and the files of replaced uploads, as the API's
 * hourly sweep does, under the same lease: a sweep running in the API meanwhile is waited for by
 * neither; this run then says so and does nothing.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createModels } from '../lib/models.ts';
import { createFileStore } from '../plugins/files.ts';
import { createAuditRepository } from '../features/audit/audit-repository.ts';
import { createAuditService } from '../features/audit/audit-service.ts';
import { createIdProofRepository } from '../features/id-proofs/id-proof-repository.ts';
import { idFileErasure } from '../features/id-proofs/id-file-erasure.ts';
import { jobLease } from '../lib/job-lease.ts';
import { retentionSweep } from '../features/privacy/retention-sweep.ts';
import { withCommandDatabase } from './command-database.ts';
import { commandKeyRing } from './command-keys.ts';
import { runWhenInvoked } from './run-command.ts';

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let retentionDays: number;
  try {
    retentionDays = loadConfig(env, { warn: () => undefined }).idDocumentRetentionDays;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 2;
  }
  const ring = commandKeyRing(env);
  if ('problem' in ring) {
    console.error(ring.problem);
    return 2;
  }
  return withCommandDatabase(env, async (conn) => {
    const models = await createModels(conn);
    const erasure = idFileErasure({
      repository: createIdProofRepository(models),
      files: createFileStore(conn, ring),
      audit: createAuditService(createAuditRepository(models)),
    });
    const result = await retentionSweep({ lease: jobLease(models, 'retention-sweep', 15 * 60_000), idFiles: erasure, retentionDays })();
    if (!result.ran) {
      console.log('Another process is sweeping right now; nothing was done. Try again in a minute.');
      return 1;
    }
    console.log(`Retention ${retentionDays} days: ${result.erased} ID document file(s) erased.`);
    return 0;
  });
}

runWhenInvoked(import.meta.url, main);
