import { erasedAccounts } from './2026-11-29-erased-accounts.ts';
import { mentorPlaces } from './2026-11-29-mentor-places.ts';
import { encryptPlainFilesMigration } from './2026-11-28-encrypt-plain-files.ts';
import { certificateActiveKeys } from './2026-11-26-certificate-active-keys.ts';
import { firstCohortSelections } from './2026-11-25-first-cohort-selections.ts';
import { firstCohortStudents } from './2026-11-25-first-cohort-students.ts';
import { gatewayEventDedupeKeys } from './2026-11-28-gateway-event-dedupe-keys.ts';
import { invoiceRates } from './2026-11-26-invoice-rates.ts';
import { invoiceSeriesPerDocumentType } from './2026-11-25-invoice-series-per-document-type.ts';
import { outboxStudentIds } from './2026-11-28-outbox-student-ids.ts';
import { reportReviewHistory } from './2026-11-29-report-review-history.ts';
import type { Migration } from './migration.ts';

/**
 * Every migration in the order it runs, which is the order of the ids (test/migrations.test.ts
 * checks that this names each dated file of the folder, in order). A new one goes at the end.
 */
export const MIGRATIONS: readonly Migration[] = [
  firstCohortSelections,
  firstCohortStudents,
  invoiceSeriesPerDocumentType,
  certificateActiveKeys,
  invoiceRates,
  encryptPlainFilesMigration,
  gatewayEventDedupeKeys,
  outboxStudentIds,
  erasedAccounts,
  mentorPlaces,
  reportReviewHistory,
];
