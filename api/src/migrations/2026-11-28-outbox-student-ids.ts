import { Types, type Model } from 'mongoose';
import type { OutboxMailDoc } from '../models/outbox-mail.ts';
import type { Migration } from './migration.ts';

/** The one template sent to someone else about a student; its data names the student's account id. */
const ABOUT_A_STUDENT = 'payment-received-admin';

export const outboxStudentIds: Migration = {
  id: '2026-11-28-outbox-student-ids',
  description:
    'Mails recorded before the outbox named their student get the student they are to or about, so an erasure finds them by ' +
    'the student and not by the address',
  async up(models, log) {
    const Mail = models.OutboxMail as unknown as Model<OutboxMailDoc>;
    const unnamed = await Mail.find({ studentId: { $exists: false } }, { to: 1, template: 1, data: 1 }).lean<
      Pick<OutboxMailDoc, '_id' | 'to' | 'template' | 'data'>[]
    >();
    const students = await models.User.find({ role: 'STUDENT', email: { $in: [...new Set(unnamed.map((m) => m.to))] } }, { email: 1 }).lean<
      { _id: Types.ObjectId; email: string }[]
    >();
    const studentAt = new Map(students.map((s) => [s.email, s._id]));
    for (const mail of unnamed) {
      const about = mail.template === ABOUT_A_STUDENT ? (mail.data as { studentId?: unknown }).studentId : null;
      const studentId =
        typeof about === 'string' && Types.ObjectId.isValid(about) ? new Types.ObjectId(about) : (studentAt.get(mail.to) ?? null);
      await Mail.updateOne({ _id: mail._id, studentId: { $exists: false } }, { $set: { studentId } });
    }
    log(`${unnamed.length} mail(s) given their student`);
  },
};
