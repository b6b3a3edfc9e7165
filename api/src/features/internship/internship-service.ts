/**
 * fastify.internship: each intern's internship — the batch's project (internship-projects.ts), the
 * intern's plan and weekly reports (internship-student.ts), the mentor's reviews, waivers and final
 * evaluation (internship-mentor.ts) and the Friday reminders (internship-reminders.ts).
 */
import { createMentorInternship, type MentorInternship } from './internship-mentor.ts';
import type { InternshipDeps } from './internship-plans.ts';
import { createInternshipProjects, type InternshipProjects } from './internship-projects.ts';
import { sendReportReminders } from './internship-reminders.ts';
import { createStudentInternship, type StudentInternship } from './internship-student.ts';

export interface InternshipService extends StudentInternship, MentorInternship, InternshipProjects {
  /** Records the Friday reminders now due (each intern's week once, across processes); how many. */
  sendReminders(): Promise<number>;
}

export function createInternshipService(deps: InternshipDeps): InternshipService {
  return {
    ...createStudentInternship(deps),
    ...createMentorInternship(deps),
    ...createInternshipProjects(deps),
    sendReminders: () => sendReportReminders(deps),
  };
}
