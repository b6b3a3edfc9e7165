/**
 * `npm run user:role -- EMAIL ADMIN|CA|STUDENT`
 * Sets the role of the account with this e-mail, creating the account (with a Student ID, the
 * same way sign-in does) when it does not exist. Uses MONGODB_URI, or else the embedded database
 * `npm start` runs on 127.0.0.1:27018; the database name is MONGODB_DB (default career_portal).
 * The change takes effect on the user's next request: the API reads the role from the database.
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { ROLES, type Role } from '@portal/domain/constants';
import { normalizeEmail, validateEmail } from '@portal/domain/validation';
import { DEFAULT_DB_NAME } from '../config.ts';
import { createModels, type Models, type UserDoc } from '../lib/models.ts';
import { ensureUser } from '../lib/users.ts';
import { PORTS } from '../../../scripts/lib/ports.mjs';

export const USAGE = 'Usage: npm run user:role -- EMAIL ADMIN|CA|STUDENT';

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
  if (!ROLES.includes(role)) throw new UsageError(`The role must be ADMIN, CA or STUDENT (got "${rawRole}"). ${USAGE}`);
  const email = normalizeEmail(rawEmail);

  const { user, created } = await ensureUser(models, email, role);
  if (created) return { user, created, previousRole: null };
  const previousRole = user.role as Role;
  if (previousRole === role) return { user, created, previousRole };
  const updated = await models.User.findOneAndUpdate({ _id: user._id }, { $set: { role } }, { returnDocument: 'after' }).lean<UserDoc>();
  return { user: updated ?? { ...user, role }, created, previousRole };
}

export function describeResult({ user, created, previousRole }: SetRoleResult): string {
  if (created) return `Created ${user.email} with role ${user.role} (Student ID ${user.studentId}).`;
  if (previousRole === user.role) return `${user.email} already has role ${user.role} (Student ID ${user.studentId}).`;
  return `${user.email}: role ${previousRole} -> ${user.role} (Student ID ${user.studentId}).`;
}

function portAnswers(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Runs the command; returns the process exit code. */
export async function main(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [email, role, ...rest] = argv;
  if (!email || !role || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const embeddedPort = PORTS.mongo as number;
  const uri = env.MONGODB_URI || `mongodb://127.0.0.1:${embeddedPort}/`;
  const dbName = env.MONGODB_DB || DEFAULT_DB_NAME;
  const notRunning =
    `No database answers at 127.0.0.1:${embeddedPort}. Start the portal with \`npm start\` (it runs the embedded database) ` +
    'or set MONGODB_URI to your MongoDB server.';
  if (!env.MONGODB_URI && !(await portAnswers('127.0.0.1', embeddedPort))) {
    console.error(notRunning);
    return 1;
  }

  const conn = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 5000 });
  try {
    await conn.asPromise();
  } catch (err) {
    console.error(env.MONGODB_URI ? `Cannot connect to MONGODB_URI: ${(err as Error).message}` : notRunning);
    await conn.close().catch(() => undefined);
    return 1;
  }
  try {
    const models = await createModels(conn);
    console.log(describeResult(await setUserRole(models, email, role)));
    return 0;
  } catch (err) {
    console.error(err instanceof UsageError ? err.message : `Failed: ${(err as Error).message}`);
    return err instanceof UsageError ? 2 : 1;
  } finally {
    await conn.close();
  }
}

const invokedDirectly = !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().then((code) => process.exit(code), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
