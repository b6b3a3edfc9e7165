// A training certificate earned through the API as staff give one: the admin generates the
// student's batch sessions, marks the student PRESENT at every one and issues the certificate, all
// on a day after the training. The browser tests' stack honours a request's x-program-today
// (PROGRAM_CLOCK_HEADER=on), so only these requests stand on that day.
import { adminSession } from './admin';
import { apiAs, sendAs } from './api';
import { ensureAdminSignature } from './journey';
import type { Tokens } from './session';

/** A day after the first cohort's training (Nov 1–30, 2025): every session is over, its marks final. */
export const AFTER_TRAINING = '2025-12-05';
/** The header that moves one request's program calendar to AFTER_TRAINING. */
export const AFTER_TRAINING_HEADERS = { 'x-program-today': AFTER_TRAINING };

interface Batch {
  userId: string;
  sessions: { id: string; status: string }[];
}

/** The admin generates the student's batch sessions (generating again makes none twice); answers them and the student's id. */
export async function trainingBatchOf(student: Tokens): Promise<Batch> {
  const [me, training] = await Promise.all([
    apiAs<{ id: string }>(student.accessToken, '/me'),
    apiAs<{ cohortName: string; specialization: string }>(student.accessToken, '/student/training'),
  ]);
  const admin = await adminSession();
  const cohorts = await apiAs<{ id: string; name: string }[]>(admin.accessToken, '/admin/api/cohorts');
  const cohortId = cohorts.find((c) => c.name === training.cohortName)?.id;
  if (!cohortId) throw new Error(`no cohort named ${training.cohortName}`);
  const { specialization } = training;
  await sendAs(admin.accessToken, '/admin/api/training/sessions/generate', { cohortId, specialization }, 'POST', AFTER_TRAINING_HEADERS);
  const query = new URLSearchParams({ cohortId, specialization });
  const batch = await apiAs<{ items: Batch['sessions'] }>(admin.accessToken, `/admin/api/training/sessions?${query}`, {
    headers: AFTER_TRAINING_HEADERS,
  });
  return { userId: me.id, sessions: batch.items };
}

/** The admin marks the student PRESENT at every session, after the training (a final session's mark needs a reason); answers the student's id. */
export async function attendEverySession(student: Tokens): Promise<string> {
  const { userId, sessions } = await trainingBatchOf(student);
  const admin = await adminSession();
  for (const session of sessions.filter((s) => s.status !== 'CANCELLED'))
    await sendAs(
      admin.accessToken,
      `/admin/api/training/attendance/${session.id}/${userId}`,
      { mark: 'PRESENT', reason: 'Attended: the register of the session, entered after the training.' },
      'PUT',
      AFTER_TRAINING_HEADERS,
    );
  return userId;
}

/** A training certificate the student earned: present at every session, issued after the training; its id, code and holder. */
export async function earnedTrainingCertificate(student: Tokens): Promise<{ id: string; code: string; holderName: string }> {
  const userId = await attendEverySession(student);
  await ensureAdminSignature();
  const admin = await adminSession();
  return sendAs(admin.accessToken, '/admin/api/certificates', { userId, type: 'TRAINING' }, 'POST', AFTER_TRAINING_HEADERS);
}
