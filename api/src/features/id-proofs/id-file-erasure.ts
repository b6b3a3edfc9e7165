/**
 * Erasing ID document files while their proofs' records stay: a replaced upload at once, and the
 * files whose retention period has passed on the sweep. It needs only the proofs, the file store and
 * the audit trail, so the API's ID-proof service and `npm run privacy:sweep` share it as it is.
 */
import type { IdProofDoc } from '../../models/id-proof.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { IdProofRepository } from './id-proof-repository.ts';

/** Who erases files on schedule, in the audit trail. */
const RETENTION_ACTOR: AuditActor = { id: null, email: 'retention-policy', role: 'SYSTEM', ip: null };
/** Proofs looked at per sweep round. */
const ERASE_BATCH = 100;

export interface IdFileErasureDeps {
  repository: Pick<IdProofRepository, 'dueForErasure' | 'markFileErased' | 'finishErasure'>;
  files: Pick<FileStore, 'remove'>;
  audit: Pick<AuditService, 'record'>;
}

export interface IdFileErasure {
  /** Erases the file of a proof a new upload replaced; false when another process took it first. */
  eraseReplaced(proof: IdProofDoc, at: Date): Promise<boolean>;
  /**
   * Erases the files that are due: decided before `decidedBefore`, or of a replaced upload. Each
   * proof is taken by one conditional update, so two sweeps at once erase a file once; the record
   * stays, and each erasure is audited once (a keyed entry).
   */
  eraseDueFiles(decidedBefore: Date, now: Date): Promise<{ erased: number }>;
}

export function idFileErasure({ repository, files, audit }: IdFileErasureDeps): IdFileErasure {
  /** Deletes a proof's file (again, if a crashed sweep got that far) and records the erasure once. */
  async function finish(proof: IdProofDoc) {
    await files.remove('id_proofs', proof.fileId);
    await audit.record(
      RETENTION_ACTOR,
      {
        action: 'id-proof.file-erased',
        targetType: 'id-proof',
        targetId: String(proof._id),
        before: { status: proof.status, fileName: proof.fileName, sha256: proof.sha256 },
        after: { fileErasedAt: proof.fileErasedAt, reason: proof.fileErasedReason },
      },
      `id-proof.file-erased:${String(proof._id)}`,
    );
    await repository.finishErasure(proof._id);
  }

  return {
    async eraseReplaced(proof, at) {
      const replaced = { ...proof, status: 'REPLACED' as const };
      if (!(await repository.markFileErased(replaced, 'replaced', at))) return false;
      // The sweep finishes it if this fails halfway (the proof stays marked pending).
      await finish({ ...replaced, fileErasedAt: at, fileErasedReason: 'replaced' });
      return true;
    },

    async eraseDueFiles(decidedBefore, now) {
      let erased = 0;
      const seen = new Set<string>();
      for (;;) {
        const due = (await repository.dueForErasure(decidedBefore, ERASE_BATCH)).filter((p) => !seen.has(String(p._id)));
        if (due.length === 0) return { erased };
        for (const proof of due) {
          seen.add(String(proof._id));
          if (proof.fileErasePending) {
            await finish(proof);
            continue;
          }
          const reason = proof.status === 'REPLACED' ? 'replaced' : 'retention';
          if (!(await repository.markFileErased(proof, reason, now))) continue;
          await finish({ ...proof, fileErasedAt: now, fileErasedReason: reason });
          erased++;
        }
      }
    },
  };
}
