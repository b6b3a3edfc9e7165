/**
 * fastify.dataRights: the student's rights over their data (DPDP Act 2023 ss. 11-13), composed of
 * the exports (data-exports.ts), erasure on request (erasure-requests.ts, carried out by
 * erasure.ts) and the file views (file-views.ts), with one background loop for the jobs of both.
 */
import type { Types } from 'mongoose';
import type { AdminErasurePage, AdminStudentDataRights, FileViewPage, StudentDataRightsView } from '@portal/domain/views/data-rights';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import type { UserDoc } from '../../lib/models.ts';
import type { AuditActor } from '../../types.ts';
import { createDataExports, type DataExportDeps, type ExportFileResult, type ExportRequestResult } from './data-exports.ts';
import { createErasureRequests, type ErasureDecision, type ErasureRequestDeps, type ErasureRequestResult } from './erasure-requests.ts';
import { fileViewPage } from './file-views.ts';

export interface DataRightsRunResult {
  exports: number;
  erasures: number;
  expired: number;
}

export interface DataRightsService extends BackgroundLoop {
  /** A student account by id (null for a malformed id, no account, or staff). */
  student(id: string): Promise<UserDoc | null>;
  studentView(user: UserDoc): Promise<StudentDataRightsView>;
  /** Records an export request (one an hour); builds it at once when the student's files are small. */
  requestExport(actor: AuditActor, user: UserDoc): Promise<ExportRequestResult>;
  /** The ZIP a link token names, for the signed-in student it was made for. */
  openExport(actor: AuditActor, user: UserDoc, token: string): Promise<ExportFileResult>;
  requestErasure(actor: AuditActor, user: UserDoc): Promise<ErasureRequestResult>;
  erasurePage(status: string | null, page: number, size: number): Promise<AdminErasurePage>;
  decideErasure(actor: AuditActor, id: string, approve: boolean, reason: string | null): Promise<ErasureDecision>;
  adminStudentView(user: UserDoc): Promise<AdminStudentDataRights>;
  fileViews(userId: Types.ObjectId, page: number, size: number): Promise<FileViewPage>;
  /** Builds waiting exports, carries out approved erasures and deletes expired ZIPs (what this worker can claim). */
  runOnce(): Promise<DataRightsRunResult>;
}

export interface DataRightsDeps
  extends Omit<DataExportDeps, 'now' | 'wake' | 'outbox' | 'audit'>, Omit<ErasureRequestDeps, 'now' | 'wake'> {
  pollMs: number;
  now?: () => Date;
}

export function createDataRightsService(deps: DataRightsDeps): DataRightsService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  // Both kinds of job run in one loop, woken by either when it has work that cannot wait.
  const wake = () => loop.kick();
  const exports = createDataExports({ ...deps, now, wake });
  const erasures = createErasureRequests({ ...deps, now, wake });

  const runOnce = async (): Promise<DataRightsRunResult> => ({
    exports: await exports.buildWaiting(),
    erasures: await erasures.carryOutApproved(),
    expired: await exports.removeExpired(),
  });
  const loop = backgroundLoop(runOnce, { pollMs: deps.pollMs, name: 'data rights', log: deps.log });

  return {
    ...loop,
    runOnce,
    async student(id) {
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const user = await repository.userById(id);
      return user && user.role === 'STUDENT' ? user : null;
    },
    async studentView(user) {
      const [latest, erasure] = await Promise.all([exports.latestOf(user._id), erasures.latestOf(user)]);
      return { ...latest, erasure };
    },
    requestExport: exports.request,
    openExport: exports.open,
    requestErasure: erasures.request,
    erasurePage: erasures.page,
    decideErasure: erasures.decide,
    adminStudentView: erasures.adminView,
    fileViews: (userId, page, size) => fileViewPage(repository, userId, page, size),
  };
}
