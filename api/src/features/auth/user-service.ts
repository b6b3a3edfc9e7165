/**
 * fastify.users: the accounts people sign in to, made with a Student ID for students (shared by
 * sign-in and `npm run user:role`); staff accounts take no student number.
 */
import { istDay } from '@portal/domain/calendar';
import type { Role } from '@portal/domain/constants';
import { Types } from 'mongoose';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import { staffStudentKey, studentNumberOf } from '../../models/user.ts';
import { createUserRepository, type UserRepository } from './user-repository.ts';

/** Two-digit year in India, e.g. 25 for 2025. */
export function indianYear(now: Date): string {
  return istDay(now).slice(2, 4);
}

export function formatStudentId(year2: string, seq: number): string {
  return `CP${year2}-${String(seq).padStart(6, '0')}`;
}

/**
 * Next Student ID candidate, e.g. "CP25-000123", from a $inc on a per-year counter document.
 * The $inc is atomic on both engines; the unique index on users.studentId still guards the
 * result, and ensureUser retries when a number is taken.
 * The first upsert of a year can race another one; the loser sees code 11000 and retries.
 */
export async function allocateStudentId(models: Models, now = new Date()): Promise<string> {
  return nextStudentId(createUserRepository(models), now);
}

async function nextStudentId(users: UserRepository, now = new Date()): Promise<string> {
  const year2 = indianYear(now);
  for (let attempt = 0; ; attempt++) {
    try {
      return formatStudentId(year2, await users.nextCount(`studentId:${year2}`));
    } catch (err) {
      if (!isDuplicateKeyError(err) || attempt >= 5) throw err;
    }
  }
}

const MAX_ID_ATTEMPTS = 50;

export interface EnsureUserResult {
  user: UserDoc;
  created: boolean;
}

/**
 * Returns the user with this (already normalized) e-mail, creating it with `role` when it does not
 * exist: a student with a fresh Student ID, staff with none (so no student number is used up).
 * Concurrent creations of one address end with one account: the unique e-mail index rejects the
 * second insert and the existing user is returned.
 */
export function ensureUser(models: Models, email: string, role: Role = 'STUDENT'): Promise<EnsureUserResult> {
  return ensureAccount(createUserRepository(models), email, role);
}

async function ensureAccount(users: UserRepository, email: string, role: Role): Promise<EnsureUserResult> {
  const existing = await users.byEmail(email);
  if (existing) return { user: existing, created: false };
  for (let attempt = 1; ; attempt++) {
    const _id = new Types.ObjectId();
    const studentId = role === 'STUDENT' ? await nextStudentId(users) : staffStudentKey(_id);
    try {
      return { user: await users.insert({ _id, email, role, studentId }), created: true };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const again = await users.byEmail(email);
      if (again) return { user: again, created: false };
      // Otherwise the Student ID is taken (say, the counter document was lost): take the next number.
      if (attempt >= MAX_ID_ATTEMPTS) throw err;
      if (attempt > 3) await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 10 * attempt)));
    }
  }
}

/** The role an address gets from ADMIN_EMAILS / CA_EMAILS, or null when it is in neither. */
export function configuredRole(email: string, adminEmails: readonly string[], caEmails: readonly string[]): Role | null {
  if (adminEmails.includes(email)) return 'ADMIN';
  if (caEmails.includes(email)) return 'CA';
  return null;
}

/**
 * Gives a student account that has no Student ID (staff made a student by `npm run user:role`) the
 * next number; the account after the change.
 */
export async function giveStudentNumber(models: Models, user: UserDoc): Promise<UserDoc> {
  if (studentNumberOf(user)) return user;
  const users = createUserRepository(models);
  for (let attempt = 1; ; attempt++) {
    try {
      const studentId = await nextStudentId(users);
      const updated = await users.setStudentId(user._id, studentId);
      return updated ?? { ...user, studentId };
    } catch (err) {
      if (!isDuplicateKeyError(err) || attempt >= MAX_ID_ATTEMPTS) throw err;
    }
  }
}

/**
 * The account an (already normalized) address signs in to: made at its first sign-in with the role
 * ADMIN_EMAILS / CA_EMAILS give it (staff: no Student ID), and an existing student listed there
 * promoted (never demoted), keeping their Student ID.
 */
export function accountForSignIn(
  models: Models,
  email: string,
  staff: { adminEmails: readonly string[]; caEmails: readonly string[] },
): Promise<EnsureUserResult> {
  return signInAccount(createUserRepository(models), email, staff);
}

async function signInAccount(
  users: UserRepository,
  email: string,
  staff: { adminEmails: readonly string[]; caEmails: readonly string[] },
): Promise<EnsureUserResult> {
  const listed = configuredRole(email, staff.adminEmails, staff.caEmails);
  const { user, created } = await ensureAccount(users, email, listed ?? 'STUDENT');
  if (created || !listed || user.role !== 'STUDENT') return { user, created };
  const promoted = await users.promoteStudent(user._id, listed);
  return { user: promoted ?? user, created };
}

/** fastify.users: the accounts people sign in to. */
export interface UserService {
  /** The account an address signs in to (made at first sign-in; ADMIN_EMAILS / CA_EMAILS promote). */
  forSignIn(email: string): Promise<EnsureUserResult>;
  byId(id: Types.ObjectId | string): Promise<UserDoc | null>;
  /** The accounts of these ids (absent ones left out), with the fields a list shows beside another area's rows. */
  listSummaries(ids: readonly Types.ObjectId[]): Promise<UserDoc[]>;
  /** The accounts of a role (staff: a short list), oldest first, at most `limit`. */
  withRole(role: Role, limit: number): Promise<UserDoc[]>;
  /** Sets the profile lock that a verified Government ID holds; the account after the change. */
  /** The students (not erased) whose name or e-mail contains `text`, newest first, at most `limit`: their ids. */
  studentIdsMatching(text: string, limit: number): Promise<Types.ObjectId[]>;
  setIdVerified(id: Types.ObjectId, idVerified: boolean): Promise<UserDoc | null>;
}

export function createUserService({
  repository,
  staff,
}: {
  repository: UserRepository;
  staff: { adminEmails: readonly string[]; caEmails: readonly string[] };
}): UserService {
  return {
    forSignIn: (email) => signInAccount(repository, email, staff),
    byId: (id) => repository.byId(id),
    listSummaries: (ids) => repository.listSummaries(ids),
    withRole: (role, limit) => repository.withRole(role, limit),
    studentIdsMatching: (text, limit) => repository.studentIdsMatching(text, limit),
    setIdVerified: (id, idVerified) => repository.setIdVerified(id, idVerified),
  };
}
