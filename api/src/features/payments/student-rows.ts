/** SPEC §3 admin student row: how a user becomes one (list, payment link and fee answers); its schema is domain/views/student-payments. */
import { Type } from 'typebox';
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import type { FastifyInstance } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { MESSAGES } from '@portal/domain/messages';
import type { IdProofStatus } from '@portal/domain/id-proof';
import type { StudentPaymentRow } from '@portal/domain/views/student-payments';
import type { UserDoc } from '../../lib/models.ts';
import { isoOrNull } from '../../lib/dates.ts';

/** A row with the student's ID status, which the admin's Verify needs, and their cohort's fee: looked up for one student. */
export async function studentRow(fastify: FastifyInstance, u: UserDoc): Promise<StudentPaymentRow> {
  const [proof, cohort] = await Promise.all([fastify.idProofs.findCurrent(String(u._id)), fastify.cohorts.ofStudent(u)]);
  return toStudentRow(u, (proof?.status as IdProofStatus | undefined) ?? 'NOT_UPLOADED', cohort.feeMinor);
}

/** Rows for a list, with every student's ID status in one query and the fees of the cohorts (a handful). */
export async function studentRows(fastify: FastifyInstance, users: UserDoc[]): Promise<StudentPaymentRow[]> {
  const [statuses, fees] = await Promise.all([fastify.idProofs.statusesOf(users.map((u) => String(u._id))), fastify.cohorts.fees()]);
  return users.map((u) => toStudentRow(u, statuses.get(String(u._id)) ?? 'NOT_UPLOADED', fees.of(u)));
}

/** The row of a student whose ID status and cohort fee are known. */
export function toStudentRow(u: UserDoc, idStatus: IdProofStatus, feeMinor: number): StudentPaymentRow {
  return {
    id: String(u._id),
    email: u.email,
    name: u.name ?? null,
    studentId: u.studentId ?? null,
    paymentLinkUrl: u.paymentLinkUrl ?? null,
    paymentAmountMinor: u.paymentAmountMinor ?? null,
    paymentCurrency: u.paymentCurrency || DEFAULT_CURRENCY,
    paymentAssignedAt: isoOrNull(u.paymentAssignedAt),
    feeVerified: !!u.feeVerified,
    feeVerifiedAt: isoOrNull(u.feeVerifiedAt),
    feeMinor,
    idStatus,
  };
}

/** The payment fields an audit row records before and after a change. */
export function paymentState(u: UserDoc) {
  const { paymentLinkUrl, paymentAmountMinor, paymentCurrency, paymentAssignedAt, feeVerified, feeVerifiedAt } = toStudentRow(
    u,
    'NOT_UPLOADED',
    0,
  );
  return { paymentLinkUrl, paymentAmountMinor, paymentCurrency, paymentAssignedAt, feeVerified, feeVerifiedAt };
}

/** The student an admin action names: 400 for a malformed id, 404 for no such student, both 'Invalid student selection.' */
export async function studentOrFail(fastify: FastifyInstance, id: string): Promise<UserDoc> {
  if (!isValidObjectId(id)) throw fastify.httpErrors.badRequest(MESSAGES.invalidStudentSelection);
  const student = await fastify.studentPayments.findStudent(id);
  if (!student) throw fastify.httpErrors.notFound(MESSAGES.invalidStudentSelection);
  return student;
}

export const StudentParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
