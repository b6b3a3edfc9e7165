/** Mentor profiles and assignments -> the views of domain/views/mentors. */
import { internshipEndDate } from '@portal/domain/specialization';
import type { AssignableIntern, MentorIntern, MentorView } from '@portal/domain/views/mentors';
import type { UserDoc } from '../../lib/models.ts';
import type { MentorAssignmentDoc, MentorProfileDoc } from '../../models/mentoring.ts';
import type { SpecializationSelectionDoc } from '../../models/specialization-selection.ts';
import { studentNumberOf } from '../../models/user.ts';

export function toMentorView(user: UserDoc, profile: MentorProfileDoc | null, cap: number): MentorView {
  return {
    id: String(user._id),
    email: user.email,
    name: profile?.name ?? null,
    title: profile?.title ?? null,
    specializations: profile?.specializations ?? [],
    internCount: profile?.places.length ?? 0,
    cap,
  };
}

/** The internship of a selection or an assignment (both copy the student's choice). */
type Internship = Pick<MentorAssignmentDoc, 'specialization' | 'startDate' | 'durationWeeks'>;

function internOf(user: UserDoc, internship: Internship, cohort: string): Omit<MentorIntern, 'cohortId'> {
  return {
    id: String(user._id),
    studentId: studentNumberOf(user),
    name: user.name ?? null,
    email: user.email,
    cohort,
    specialization: internship.specialization,
    startDate: internship.startDate,
    endDate: internshipEndDate(internship.startDate, internship.durationWeeks),
    durationWeeks: internship.durationWeeks,
  };
}

export function toMentorIntern(user: UserDoc, assignment: MentorAssignmentDoc, cohort: string): MentorIntern {
  return { ...internOf(user, assignment, cohort), cohortId: String(assignment.cohortId) };
}

export function toAssignableIntern(
  user: UserDoc,
  selection: SpecializationSelectionDoc,
  cohort: string,
  mentor: UserDoc | null,
  mentorProfile: MentorProfileDoc | null,
): AssignableIntern {
  return {
    ...internOf(user, selection, cohort),
    mentor: mentor ? { id: String(mentor._id), name: mentorProfile?.name ?? null, email: mentor.email } : null,
  };
}

/** How a person is named in a sentence: their name, else their address. */
export const nameOf = (user: Pick<UserDoc, 'name' | 'email'>, profile?: Pick<MentorProfileDoc, 'name'> | null) =>
  profile?.name ?? user.name ?? user.email;
