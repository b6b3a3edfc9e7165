/**
 * User accounts: creation with a Student ID (shared by sign-in and `npm run user:role`) and the
 * profile shape GET/PUT /me answer with.
 */
import fp from 'fastify-plugin';
import type { Role } from '@portal/domain/constants';
import type { Profile } from '@portal/domain/views/profile';
import { DEFAULT_CURRENCY, dialCodeFor } from '@portal/domain/constants';
import { isProfileComplete } from '@portal/domain/validation';
import type { Types } from 'mongoose';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../../lib/models.ts';

/** Two-digit year in India, e.g. 25 for 2025. */
export function indianYear(now: Date): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: '2-digit' }).format(now);
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
  const year2 = indianYear(now);
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await models.Counter.findOneAndUpdate(
        { _id: `studentId:${year2}` },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      if (!counter) throw new Error('student id counter was not returned');
      return formatStudentId(year2, counter.seq);
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
 * Returns the user with this (already normalized) e-mail, creating it with `role` and a fresh
 * Student ID when it does not exist. Concurrent creations of one address end with one account:
 * the unique e-mail index rejects the second insert and the existing user is returned.
 */
export async function ensureUser(models: Models, email: string, role: Role = 'STUDENT'): Promise<EnsureUserResult> {
  const existing = await models.User.findOne({ email }).lean<UserDoc>();
  if (existing) return { user: existing, created: false };
  for (let attempt = 1; ; attempt++) {
    const studentId = await allocateStudentId(models);
    try {
      const doc = await models.User.create({ email, role, studentId });
      return { user: doc.toObject() as UserDoc, created: true };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const again = await models.User.findOne({ email }).lean<UserDoc>();
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
 * The account an (already normalized) address signs in to: made at its first sign-in with the role
 * ADMIN_EMAILS / CA_EMAILS give it, and an existing student listed there promoted (never demoted).
 */
export async function accountForSignIn(
  models: Models,
  email: string,
  staff: { adminEmails: readonly string[]; caEmails: readonly string[] },
): Promise<EnsureUserResult> {
  const listed = configuredRole(email, staff.adminEmails, staff.caEmails);
  const { user, created } = await ensureUser(models, email, listed ?? 'STUDENT');
  if (created || !listed || user.role !== 'STUDENT') return { user, created };
  const promoted = await models.User.findOneAndUpdate(
    { _id: user._id, role: 'STUDENT' },
    { $set: { role: listed } },
    { returnDocument: 'after' },
  ).lean<UserDoc>();
  return { user: promoted ?? user, created };
}

export function isoOrNull(d: Date | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}

export function toProfile(u: UserDoc): Profile {
  const country = u.country ?? null;
  return {
    id: String(u._id),
    role: u.role as Role,
    name: u.name ?? null,
    email: u.email,
    phone: u.phone ?? null,
    country,
    countryName: country,
    countryCode: country ? dialCodeFor(country) || null : null,
    state: u.state ?? null,
    studentId: u.studentId ?? null,
    feeVerified: !!u.feeVerified,
    feeVerifiedAt: isoOrNull(u.feeVerifiedAt),
    feePaid: !!u.feePaid,
    enrollmentStatus: u.enrollmentStatus ?? null,
    enrolmentStatus: u.enrollmentStatus ?? null,
    paymentAmountMinor: u.paymentAmountMinor ?? null,
    paymentCurrency: u.paymentCurrency || DEFAULT_CURRENCY,
    paymentLinkUrl: u.paymentLinkUrl ?? null,
    paymentAssignedAt: isoOrNull(u.paymentAssignedAt),
    idVerified: !!u.idVerified,
    profileComplete: isProfileComplete({ name: u.name, phone: u.phone, country: u.country, state: u.state }),
  };
}

/** fastify.users: the accounts people sign in to. */
export interface UserRepository {
  /** The account an address signs in to (made at first sign-in; ADMIN_EMAILS / CA_EMAILS promote). */
  forSignIn(email: string): Promise<EnsureUserResult>;
  byId(id: Types.ObjectId | string): Promise<UserDoc | null>;
}

export function createUserRepository({
  models,
  staff,
}: {
  models: Models;
  staff: { adminEmails: readonly string[]; caEmails: readonly string[] };
}): UserRepository {
  return {
    forSignIn: (email) => accountForSignIn(models, email, staff),
    byId: (id) => models.User.findById(id).lean<UserDoc>(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts (plugins/app/auth/user-repository.ts). */
    users: UserRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('users', createUserRepository({ models: fastify.models, staff: fastify.config }));
  },
  { name: 'users', dependencies: ['repositories'] },
);
