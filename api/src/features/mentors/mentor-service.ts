/**
 * fastify.mentors: the MENTOR accounts with their profiles, the assignment of interns (students with
 * a finalized specialization) to them, and each mentor's own roster. A mentor supervises only the
 * specializations of their profile and at most `cap` interns: the intern's place is taken by a
 * conditional update of the profile before the assignment is written, and given back when the write
 * loses a race, so no number of racing admins takes a mentor past the cap; a place left by a write
 * that stopped in between is given back when the mentor is next found full. Every change is audited.
 */
import { erasedAccountMessage } from '@portal/domain/data-rights';
import { Types } from 'mongoose';
import { ASSIGNMENT_REFUSALS, MENTOR_MESSAGES, normalizeMentorProfile, type MentorProfileInput } from '@portal/domain/mentor';
import type { AssignableInternPage, AssignmentResult, MentorInternPage, MentorList, MentorView } from '@portal/domain/views/mentors';
import { isDuplicateKeyError, type UserDoc } from '../../lib/models.ts';
import type { MentorProfileDoc } from '../../models/mentoring.ts';
import type { AuditActor } from '../../types.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { UserService } from '../auth/user-service.ts';
import type { CohortService } from '../cohorts/cohort-service.ts';
import type { SpecializationService } from '../specializations/specialization-service.ts';
import type { MentorRepository } from './mentor-repository.ts';
import { nameOf, toAssignableIntern, toMentorIntern, toMentorView } from './mentor-views.ts';

/** More MENTOR accounts than any program has: the list is one answer. */
const MENTOR_LIST_LIMIT = 1000;
/** Far longer than a place is held before its assignment is written: an older place without one was abandoned. */
const ABANDONED_PLACE_MS = 60_000;

export type ProfileResult =
  { ok: true; mentor: MentorView } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'in-use'; message: string };
/** `notFound`: the ids of the request that name no student. */
export type AssignResult = { ok: true; result: AssignmentResult; notFound: string[] } | { ok: false; reason: 'mentor-not-found' };

/** The admin's filter of the interns: the specialization, the internship's first day, and whether they have a mentor. */
export interface InternFilter {
  specialization?: string;
  startDate?: string;
  mentor: 'unassigned' | 'assigned' | 'all';
}
/** One intern's outcome: 'not-found' when no such student exists, else assigned or refused with a sentence. */
type InternOutcome = { kind: 'assigned' } | { kind: 'not-found' } | { kind: 'refused'; reason: string };

export interface MentorService {
  list(): Promise<MentorList>;
  /** The mentor's own view (GET /mentor/api/me); null when the account is not a MENTOR. */
  me(mentorId: Types.ObjectId): Promise<MentorView | null>;
  /** Writes a MENTOR's profile (recorded); a specialization that still has their interns cannot be removed. */
  saveProfile(actor: AuditActor, mentorId: string, input: MentorProfileInput): Promise<ProfileResult>;
  /** Students with a finalized specialization, filtered, with their current mentor. */
  assignable(filter: InternFilter, page: number, size: number): Promise<AssignableInternPage>;
  /** Gives each intern to the mentor, one after the other (recorded); says which were and why the others were not. */
  assign(actor: AuditActor, mentorId: string, internIds: readonly string[]): Promise<AssignResult>;
  /** Takes the intern from their mentor (recorded); false when they had none. */
  unassign(actor: AuditActor, internId: string): Promise<boolean>;
  /** One page of the mentor's own interns. */
  roster(mentorId: Types.ObjectId, page: number, size: number): Promise<MentorInternPage>;
}

/** A page of a list of `totalItems`. */
const pageOf = <T>(items: T[], page: number, size: number, totalItems: number) => ({
  items,
  page,
  size,
  totalItems,
  totalPages: Math.ceil(totalItems / size),
});

const idOf = (raw: string) =>
  Types.ObjectId.isValid(raw) && String(new Types.ObjectId(raw)) === raw.toLowerCase() ? new Types.ObjectId(raw) : null;

export function createMentorService(deps: {
  repository: MentorRepository;
  users: Pick<UserService, 'byId' | 'listSummaries' | 'withRole'>;
  specializations: Pick<SpecializationService, 'find' | 'finalizedPage'>;
  cohorts: Pick<CohortService, 'byIds'>;
  audit: Pick<AuditService, 'record'>;
  cap: number;
  now: () => Date;
}): MentorService {
  const { repository, cap } = deps;

  async function mentorAccount(mentorId: Types.ObjectId | null): Promise<UserDoc | null> {
    const user = mentorId ? await deps.users.byId(mentorId) : null;
    return user?.role === 'MENTOR' ? user : null;
  }

  /** The cohorts' names by id, in one read. */
  async function cohortNames(ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    return new Map([...(await deps.cohorts.byIds(ids))].map(([id, cohort]) => [id, cohort.name]));
  }

  async function usersById(ids: readonly Types.ObjectId[]): Promise<Map<string, UserDoc>> {
    return new Map((await deps.users.listSummaries(ids)).map((u) => [String(u._id), u]));
  }

  async function assignOne(
    actor: AuditActor,
    mentor: UserDoc,
    profile: MentorProfileDoc,
    internId: Types.ObjectId,
    intern: UserDoc,
  ): Promise<InternOutcome> {
    const refused = (reason: string): InternOutcome => ({ kind: 'refused', reason });
    if (intern.erasedAt) return refused(erasedAccountMessage(intern.erasedAt));
    const selection = await deps.specializations.find(internId);
    if (!selection) return refused(ASSIGNMENT_REFUSALS.notAnIntern(nameOf(intern)));
    if (!profile.specializations.includes(selection.specialization))
      return refused(ASSIGNMENT_REFUSALS.wrongSpecialization(nameOf(mentor, profile), profile.specializations, selection.specialization));
    const current = await repository.assignment(internId);
    if (current?.mentorId.equals(mentor._id)) return { kind: 'assigned' };
    const now = deps.now();
    const takePlace = () => repository.takePlace(mentor._id, internId, selection.specialization, cap, now);
    const placeTaken =
      (await takePlace()) ||
      ((await repository.freeAbandonedPlaces(mentor._id, new Date(now.getTime() - ABANDONED_PLACE_MS))) && (await takePlace()));
    if (!placeTaken) return refused(ASSIGNMENT_REFUSALS.full(nameOf(mentor, profile), cap));

    const placed = { mentorId: mentor._id, assignedBy: new Types.ObjectId(actor.id ?? undefined), assignedAt: now };
    let written: boolean;
    if (current) {
      written = await repository.move(internId, current.mentorId, placed);
    } else {
      written = await repository
        .insert({
          _id: internId,
          ...placed,
          cohortId: selection.cohortId,
          specialization: selection.specialization,
          startDate: selection.startDate,
          durationWeeks: selection.durationWeeks,
        })
        .then(
          () => true,
          (err: unknown) => {
            if (isDuplicateKeyError(err)) return false;
            throw err;
          },
        );
    }
    if (!written) {
      await repository.givePlaceBack(mentor._id, internId);
      return refused(ASSIGNMENT_REFUSALS.changedMeanwhile(nameOf(intern)));
    }
    if (current) await repository.givePlaceBack(current.mentorId, internId);
    await deps.audit.record(actor, {
      action: current ? 'mentor.reassign' : 'mentor.assign',
      targetType: 'student',
      targetId: String(internId),
      before: current ? { mentorId: String(current.mentorId) } : null,
      after: { mentorId: String(mentor._id) },
    });
    return { kind: 'assigned' };
  }

  return {
    async list() {
      const mentors = await deps.users.withRole('MENTOR', MENTOR_LIST_LIMIT);
      const profiles = new Map((await repository.profiles(mentors.map((m) => m._id))).map((p) => [String(p._id), p]));
      return { items: mentors.map((m) => toMentorView(m, profiles.get(String(m._id)) ?? null, cap)), cap };
    },

    async me(mentorId) {
      const mentor = await mentorAccount(mentorId);
      return mentor ? toMentorView(mentor, await repository.profile(mentor._id), cap) : null;
    },

    async saveProfile(actor, rawId, input) {
      const mentor = await mentorAccount(idOf(rawId));
      if (!mentor) return { ok: false, reason: 'not-found' };
      const profile = normalizeMentorProfile(input);
      const before = await repository.profile(mentor._id);
      for (const dropped of before?.specializations.filter((s) => !profile.specializations.includes(s)) ?? []) {
        if (await repository.hasInternIn(mentor._id, dropped))
          return { ok: false, reason: 'in-use', message: ASSIGNMENT_REFUSALS.specializationInUse(nameOf(mentor, before), dropped) };
      }
      await repository.saveProfile(mentor._id, profile);
      await deps.audit.record(actor, {
        action: 'mentor.profile',
        targetType: 'mentor',
        targetId: String(mentor._id),
        before: before ? { name: before.name, title: before.title, specializations: before.specializations } : null,
        after: profile,
      });
      return { ok: true, mentor: toMentorView(mentor, await repository.profile(mentor._id), cap) };
    },

    async assignable(filter, page, size) {
      const { specialization, startDate, mentor } = filter;
      const assigned = mentor === 'all' ? null : await repository.assignedInternIds({ specialization, startDate });
      const found = await deps.specializations.finalizedPage(
        {
          specialization,
          startDate,
          ...(mentor === 'unassigned' ? { exceptUserIds: assigned ?? [] } : {}),
          ...(mentor === 'assigned' ? { onlyUserIds: assigned ?? [] } : {}),
        },
        page,
        size,
      );
      const internIds = found.items.map((s) => s.userId);
      const assignments = new Map((await repository.assignmentsOf(internIds)).map((a) => [String(a._id), a]));
      const mentorIds = [...assignments.values()].map((a) => a.mentorId);
      const [users, profiles, cohorts] = await Promise.all([
        usersById([...internIds, ...mentorIds]),
        repository.profiles(mentorIds).then((all) => new Map(all.map((p) => [String(p._id), p]))),
        cohortNames(found.items.map((s) => s.cohortId)),
      ]);
      const items = found.items.flatMap((selection) => {
        const user = users.get(String(selection.userId));
        if (!user) return [];
        const mentorId = assignments.get(String(selection.userId))?.mentorId;
        const mentorUser = mentorId ? (users.get(String(mentorId)) ?? null) : null;
        return [
          toAssignableIntern(
            user,
            selection,
            cohorts.get(String(selection.cohortId)) ?? '',
            mentorUser,
            profiles.get(String(mentorId)) ?? null,
          ),
        ];
      });
      return pageOf(items, page, size, found.totalItems);
    },

    async assign(actor, rawMentorId, rawInternIds) {
      const mentor = await mentorAccount(idOf(rawMentorId));
      if (!mentor) return { ok: false, reason: 'mentor-not-found' };
      const internIds = [...new Set(rawInternIds)];
      const ids = internIds.map(idOf);
      const users = await usersById(ids.filter((id): id is Types.ObjectId => id !== null));
      const profile = await repository.profile(mentor._id);
      const result: AssignmentResult = { mentor: toMentorView(mentor, profile, cap), assigned: [], refused: [] };
      const notFound: string[] = [];
      for (const [i, raw] of internIds.entries()) {
        const id = ids[i];
        const intern = id ? users.get(String(id)) : undefined;
        let outcome: InternOutcome;
        if (!id || !intern || intern.role !== 'STUDENT') outcome = { kind: 'not-found' };
        else if (!profile?.specializations.length)
          outcome = { kind: 'refused', reason: ASSIGNMENT_REFUSALS.noProfile(nameOf(mentor, profile)) };
        else outcome = await assignOne(actor, mentor, profile, id, intern);
        const name = intern?.name ?? null;
        if (outcome.kind === 'assigned') result.assigned.push({ id: raw, name });
        else if (outcome.kind === 'refused') result.refused.push({ id: raw, name, reason: outcome.reason });
        else {
          notFound.push(raw);
          result.refused.push({ id: raw, name, reason: MENTOR_MESSAGES.internNotFound });
        }
      }
      result.mentor = toMentorView(mentor, await repository.profile(mentor._id), cap);
      return { ok: true, result, notFound };
    },

    async unassign(actor, rawInternId) {
      const internId = idOf(rawInternId);
      const current = internId ? await repository.assignment(internId) : null;
      if (!internId || !current || !(await repository.remove(internId, current.mentorId))) return false;
      await repository.givePlaceBack(current.mentorId, internId);
      await deps.audit.record(actor, {
        action: 'mentor.unassign',
        targetType: 'student',
        targetId: String(internId),
        before: { mentorId: String(current.mentorId) },
        after: null,
      });
      return true;
    },

    async roster(mentorId, page, size) {
      const found = await repository.rosterPage(mentorId, page, size);
      const [users, cohorts] = await Promise.all([
        usersById(found.items.map((a) => a._id)),
        cohortNames(found.items.map((a) => a.cohortId)),
      ]);
      const items = found.items.flatMap((a) => {
        const user = users.get(String(a._id));
        return user ? [toMentorIntern(user, a, cohorts.get(String(a.cohortId)) ?? '')] : [];
      });
      return pageOf(items, page, size, found.totalItems);
    },
  };
}
