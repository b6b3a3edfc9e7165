// Mentors for the browser tests: an address made MENTOR with `npm run user:role` on the stack's
// database, as an operator does (nobody signs up as staff, and no setting lists mentors).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { MentorList } from '@portal/domain/views/mentors';
import { adminSession } from './admin';
import { apiAs, sendAs } from './api';
import { staffSession, type Tokens } from './session';
import { PORT_OFFSET } from './stack-env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** Gives the address the MENTOR role (creating its account) on the browser tests' stack. */
export async function makeMentor(email: string): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'api/src/commands/user-role.ts', email, 'MENTOR'], {
    cwd: ROOT,
    env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET) },
  });
}

const mentors = new Map<string, Promise<Tokens>>();

/** The address made MENTOR and signed in, once per run (a second sign-in within a minute meets the resend cooldown). */
export function mentorSession(email: string): Promise<Tokens> {
  let session = mentors.get(email);
  if (!session) {
    session = makeMentor(email).then(() => staffSession(email));
    mentors.set(email, session);
  }
  return session;
}

/** The admin writes the mentor's profile (name and title printed on letters, the specializations supervised); answers the mentor's id. */
export async function writeMentorProfile(
  email: string,
  profile: { name: string; title: string; specializations: string[] },
): Promise<string> {
  const admin = (await adminSession()).accessToken;
  const mentor = (await apiAs<MentorList>(admin, '/admin/api/mentors')).items.find((m) => m.email === email)!;
  await sendAs(admin, `/admin/api/mentors/${mentor.id}`, profile, 'PUT');
  return mentor.id;
}

/** The mentor's profile as the journeys' letters print it, supervising `specialization`; the mentor's id. */
export function profileMentor(email: string, specialization: string): Promise<string> {
  return writeMentorProfile(email, { name: 'Meera Iyer', title: 'Principal Data Scientist', specializations: [specialization] });
}
