/**
 * `npm run user:role -- EMAIL ADMIN|CA|MENTOR|STUDENT`
 * Sets the role of the account with this e-mail, creating the account (with a Student ID, the
 * same way sign-in does) when it does not exist. Uses MONGODB_URI, or else the embedded database
 * `npm start` runs on 127.0.0.1:27018; the database name is MONGODB_DB (default career_portal).
 * The change takes effect on the user's next request: the API reads the role from the database.
 */
import { ROLES, type Role } from '@portal/domain/constants';
import { normalizeEmail, validateEmail } from '@portal/domain/validation';
import { createModels, type Models, type UserDoc } from '../lib/models.ts';
import { ensureUser, giveStudentNumber } from '../features/auth/user-service.ts';
import { studentNumberOf } from '../models/user.ts';
import { withCommandDatabase } from './command-database.ts';
import { runWhenInvoked } from './run-command.ts';

export const USAGE = 'Usage: npm run user:role -- EMAIL ADMIN|CA|MENTOR|STUDENT';

export class UsageError extends Error {}

export interface SetRoleResult {
  user: UserDoc;
  created: boolean;
  previousRole: Role | null;
}

/** Upserts the user by normalized e-mail with this role. */
export async function setUserRole(models: Models, rawEmail: string, rawRole: string): Promise<SetRoleResult> {
  const problem = validateEmail(rawEmail);
  if (problem) throw new UsageError(`${problem} ${USAGE}`);
  const role = rawRole.trim().toUpperCase() as Role;
  if (!ROLES.includes(role)) throw new UsageError(`The role must be ADMIN, CA, MENTOR or STUDENT (got "${rawRole}"). ${USAGE}`);
  const email = normalizeEmail(rawEmail);

  const { user, created } = await ensureUser(models, email, role);
  if (created) return { user, created, previousRole: null };
  const previousRole = user.role as Role;
  if (previousRole === role) return { user, created, previousRole };
  const updated = await models.User.findOneAndUpdate({ _id: user._id }, { $set: { role } }, { returnDocument: 'after' }).lean<UserDoc>();
  // Staff made a student take the next Student ID; a student made staff keeps theirs (the record).
  const changed = updated ?? { ...user, role };
  return { user: role === 'STUDENT' ? await giveStudentNumber(models, changed) : changed, created, previousRole };
}

/** " (Student ID CP25-000123)", or nothing for an account without one (staff). */
function studentIdNote(user: UserDoc): string {
  const number = studentNumberOf(user);
  return number ? ` (Student ID ${number})` : '';
}

export function describeResult({ user, created, previousRole }: SetRoleResult): string {
  if (created) return `Created ${user.email} with role ${user.role}${studentIdNote(user)}.`;
  if (previousRole === user.role) return `${user.email} already has role ${user.role}${studentIdNote(user)}.`;
  return `${user.email}: role ${previousRole} -> ${user.role}${studentIdNote(user)}.`;
}

/** Runs the command; returns the process exit code. */
export async function main(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [email, role, ...rest] = argv;
  if (!email || !role || rest.length) {
    console.error(USAGE);
    return 2;
  }
  return withCommandDatabase(env, async (conn) => {
    try {
      console.log(describeResult(await setUserRole(await createModels(conn), email, role)));
      return 0;
    } catch (err) {
      console.error(err instanceof UsageError ? err.message : `Failed: ${(err as Error).message}`);
      return err instanceof UsageError ? 2 : 1;
    }
  });
}

runWhenInvoked(import.meta.url, main);
