/**
 * Mentors and their interns for the internship tests, made directly through the mentoring models
 * (the admin's assignment has its own tests), and the program's clock set to an instant.
 */
import { vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { signInAs, type SignedInUser } from './factories.ts';

export const MENTOR_PROFILE = { name: 'Dr. Meera Rao', title: 'Principal Engineer' } as const;

/** A signed-in MENTOR with a profile supervising these specializations. */
export async function mentorOf(app: App, specializations: string[] = ['Data Science']): Promise<SignedInUser> {
  const mentor = await signInAs(app, 'MENTOR');
  await app.models.MentorProfile.create({ _id: mentor.id, ...MENTOR_PROFILE, specializations, places: [] });
  return mentor;
}

/** Assigns the (specialized) student to the mentor, copying their selection as the admin's assignment does. */
export async function assign(app: App, mentor: SignedInUser, student: SignedInUser): Promise<void> {
  const selection = await app.models.SpecializationSelection.findOne({ userId: student.id }).lean();
  if (!selection) throw new Error('the student has no specialization');
  await app.models.MentorAssignment.create({
    _id: student.id,
    mentorId: mentor.id,
    cohortId: selection.cohortId,
    specialization: selection.specialization,
    startDate: selection.startDate,
    durationWeeks: selection.durationWeeks,
    assignedBy: mentor.id,
    assignedAt: new Date(),
  });
  await app.models.MentorProfile.updateOne({ _id: mentor.id }, { $push: { places: { intern: student.id, at: new Date() } } });
}

/** Puts the program's clock at this instant (UTC) for every later request. */
export function clockAt(app: App, instant: string): void {
  vi.spyOn(app.cohorts, 'now').mockReturnValue(new Date(instant));
}

export const GOOD_REPORT = {
  done: 'Cleaned the data set and trained the first baseline model.',
  next: 'Feature engineering and a second model.',
  blockers: '',
  hours: 32,
  links: ['https://github.com/priya/churn-model'],
} as const;
