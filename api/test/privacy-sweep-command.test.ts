/**
 * `npm run privacy:sweep`: the command erases the ID files whose retention period has passed with
 * nothing but the proofs, the file store and the audit trail (the same erasure the API's sweep
 * runs), keeping the proof's record, and says what it did; a wrong setting is refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { main } from '../src/commands/privacy-sweep.ts';
import { TEST_DATA_ENCRYPTION_KEY, useTestApp } from './helpers/app.ts';
import { decidedUpload } from './helpers/id-proofs.ts';

const ctx = useTestApp();

describe('npm run privacy:sweep', () => {
  it('erases a decided ID file past its retention, keeps the record, audits it once', async () => {
    const { proofId } = await decidedUpload(ctx.app, true);
    const proof = await ctx.app.models.IdProof.findById(proofId).lean();

    const env = {
      MONGODB_URI: ctx.app.config.mongodbUri,
      MONGODB_DB: ctx.app.config.mongodbDb,
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      ID_DOCUMENT_RETENTION_DAYS: '0',
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await main(env)).toBe(0);
      expect(String(log.mock.calls.at(-1)?.[0])).toMatch(/^Retention 0 days: 1 ID document file\(s\) erased\.$/);
      // Nothing left to erase on a second run.
      expect(await main(env)).toBe(0);
      expect(String(log.mock.calls.at(-1)?.[0])).toBe('Retention 0 days: 0 ID document file(s) erased.');
    } finally {
      log.mockRestore();
    }
    const after = await ctx.app.models.IdProof.findById(proofId).lean();
    expect(after).toMatchObject({ status: 'VERIFIED', sha256: proof!.sha256, fileErasedReason: 'retention', fileErasePending: false });
    expect(await ctx.app.files.stat('id_proofs', proof!.fileId)).toBeNull();
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'id-proof.file-erased', targetId: proofId })).toBe(1);
  });

  it('refuses a retention setting that is not a number of days', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main({ ID_DOCUMENT_RETENTION_DAYS: 'soon' })).toBe(2);
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/ID_DOCUMENT_RETENTION_DAYS/);
    } finally {
      err.mockRestore();
    }
  });
});
