/** What every admin route on one student shares: its path parameter and the answer for a student that is not there. */
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { MESSAGES } from '@portal/domain/messages';
import type { UserDoc } from '../../lib/models.ts';

/** The student an admin action names: 400 for a malformed id, 404 for no such student, both 'Invalid student selection.' */
export async function studentOrFail(fastify: FastifyInstance, id: string): Promise<UserDoc> {
  if (!isValidObjectId(id)) throw fastify.httpErrors.badRequest(MESSAGES.invalidStudentSelection);
  const student = await fastify.payments.findStudent(id);
  if (!student) throw fastify.httpErrors.notFound(MESSAGES.invalidStudentSelection);
  return student;
}

export const StudentParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
