/**
 * Interns whose mentor recorded their internship, for the certificate tests: the final letter
 * issued, a mentor assigned, weeks accepted or waived, the final evaluation and the written
 * recommendation, made directly through the models (the mentor's own routes have their tests).
 */
import { Types } from 'mongoose';
import type { App } from '../../src/app.ts';
import type { SignedInUser } from './factories.ts';
import { MENTOR_PROFILE, assign, mentorOf } from './internship.ts';
import { studentWithFinalLetter } from './journey-end.ts';

export interface InternRecord {
  /** Weeks left unsettled (the rest accepted). */
  pending?: number[];
  /** Weeks waived instead of accepted. */
  waived?: number[];
  /** The evaluation's score; undefined: none given. */
  score?: number;
  /** The mentor's letter; undefined: none written. */
  recommendation?: string;
}

/** A student with the final letter, of `specialization`, supervised by a new mentor who recorded `record` (six weeks from 10 Dec 2025). */
export async function internWithRecord(
  app: App,
  record: InternRecord = {},
  specialization = 'Data Science',
): Promise<{ intern: SignedInUser; mentor: SignedInUser }> {
  const intern = await studentWithFinalLetter(app, specialization);
  const mentor = await mentorOf(app, [specialization]);
  await assign(app, mentor, intern);
  const internId = new Types.ObjectId(intern.id);
  const mentorId = new Types.ObjectId(mentor.id);
  const at = new Date('2026-01-21T06:30:00Z');
  const weeks = [1, 2, 3, 4, 5, 6].filter((w) => !record.pending?.includes(w));
  await app.models.WeeklyReport.insertMany(
    weeks.map((week) =>
      record.waived?.includes(week)
        ? { internId, week, waiverReason: 'Unwell that week.', waivedBy: mentorId, waivedAt: at }
        : {
            internId,
            week,
            done: 'Built the week’s part of the project.',
            next: 'More.',
            submittedAt: at,
            decision: 'ACCEPTED',
            reviews: [{ decision: 'ACCEPTED', comment: null, by: mentorId, byName: MENTOR_PROFILE.name, at }],
          },
    ),
  );
  if (record.score !== undefined) {
    const scores = { technicalSkill: 4, delivery: 4, communication: 4, initiative: 4 };
    await app.models.InternshipEvaluation.create({
      _id: internId,
      scores,
      comment: 'Steady work.',
      score: record.score,
      submittedAt: at,
      updatedAt: at,
      by: mentorId,
    });
  }
  if (record.recommendation !== undefined)
    await app.models.MentorRecommendation.create({ _id: internId, mentorId, text: record.recommendation, writtenAt: at, updatedAt: at });
  return { intern, mentor };
}
