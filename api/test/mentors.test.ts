/** Mentors: their profiles, the assignment of interns (specialization, cap under races, bulk), and each mentor's own roster. */
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { erasedAccountMessage } from '@portal/domain/data-rights';
import { ASSIGNMENT_REFUSALS, MENTOR_MESSAGES } from '@portal/domain/mentor';
import type { AssignableInternPage, AssignmentResult, MentorInternPage, MentorList, MentorView } from '@portal/domain/views/mentors';
import { uniqueEmail, useTestApp } from './helpers/app.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';
import { eventually } from './helpers/program.ts';

const CAP = 3;
const ctx = useTestApp({ config: { mentorMaxInterns: CAP } });

let seat = 1000;
/** A student whose specialization is finalized: an intern an admin can assign. */
async function intern(specialization: string, startDate = '2025-12-10', name = 'Asha Intern'): Promise<SignedInUser> {
  const student = await studentWith(ctx.app, { name }, uniqueEmail('intern'));
  await ctx.app.models.SpecializationSelection.create({
    userId: new Types.ObjectId(student.id),
    cohortId: new Types.ObjectId('000000000000000000000001'),
    specialization,
    seatNumber: seat++,
    startDateCode: 'DEC10',
    startDate,
    durationWeeks: 6,
    finalizedAt: new Date(),
  });
  return student;
}

async function mentorWith(name: string, specializations: string[], admin: SignedInUser): Promise<SignedInUser> {
  const mentor = await signInAs(ctx.app, 'MENTOR');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/admin/api/mentors/${mentor.id}`,
    headers: admin.headers,
    payload: { name, title: 'Senior Engineer', specializations },
  });
  expect(res.statusCode, res.body).toBe(200);
  return mentor;
}

const assignOne = (admin: SignedInUser, mentor: SignedInUser, internId: string) =>
  ctx.app.inject({ method: 'PUT', url: `/admin/api/mentors/${mentor.id}/interns/${internId}`, headers: admin.headers });

const roster = async (mentor: SignedInUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/mentor/api/interns', headers: mentor.headers })).json<MentorInternPage>();

describe('mentor profiles', () => {
  it('lists every MENTOR account, with no profile until an admin writes one, then the profile (recorded)', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await signInAs(ctx.app, 'MENTOR');
    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/admin/api/mentors', headers: admin.headers })).json<MentorList>();
    expect((await list()).items.find((m) => m.id === mentor.id)).toEqual({
      id: mentor.id,
      email: mentor.email,
      name: null,
      title: null,
      specializations: [],
      internCount: 0,
      cap: CAP,
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/mentor/api/me', headers: mentor.headers });
    expect(me.json<MentorView>().name).toBeNull();

    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/admin/api/mentors/${mentor.id}`, headers: admin.headers, payload });
    const bad = await put({ name: ' ', title: 'Lead', specializations: ['Astrology'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: MENTOR_MESSAGES.nameRequired,
      errors: { name: MENTOR_MESSAGES.nameRequired, specializations: MENTOR_MESSAGES.unknownSpecialization },
    });
    const saved = await put({
      name: '  Meera  Iyer ',
      title: 'Principal Data Scientist',
      specializations: ['Machine Learning', 'Data Science'],
    });
    expect(saved.statusCode).toBe(200);
    // Cleaned, and the specializations in the program's order.
    expect(saved.json<MentorView>()).toMatchObject({
      name: 'Meera Iyer',
      title: 'Principal Data Scientist',
      specializations: ['Machine Learning', 'Data Science'],
    });
    expect((await list()).items.find((m) => m.id === mentor.id)?.name).toBe('Meera Iyer');
    expect(await ctx.app.models.AuditEntry.exists({ action: 'mentor.profile', targetId: mentor.id })).not.toBeNull();

    // Only a MENTOR account has a mentor profile.
    const student = await studentWith(ctx.app);
    const notMentor = await ctx.app.inject({
      method: 'PUT',
      url: `/admin/api/mentors/${student.id}`,
      headers: admin.headers,
      payload: { name: 'X', title: 'Y', specializations: ['Data Science'] },
    });
    expect(notMentor.statusCode).toBe(404);
    expect(notMentor.json().message).toBe(MENTOR_MESSAGES.mentorNotFound);
  });

  it('keeps a specialization that still has interns of the mentor', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Kiran Rao', ['Data Science', 'Machine Learning'], admin);
    const asha = await intern('Data Science');
    expect((await assignOne(admin, mentor, asha.id)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/admin/api/mentors/${mentor.id}`,
      headers: admin.headers,
      payload: { name: 'Kiran Rao', title: 'Lead', specializations: ['Machine Learning'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSIGNMENT_REFUSALS.specializationInUse('Kiran Rao', 'Data Science'));
  });
});

describe('assigning interns', () => {
  it('assigns an intern of a supervised specialization (recorded), and says why another cannot be', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Meera Iyer', ['Data Science'], admin);
    const asha = await intern('Data Science', '2025-12-10', 'Asha Verma');
    const ravi = await intern('Web Hosting on Cloud', '2025-12-10', 'Ravi Kumar');
    const undecided = await studentWith(ctx.app, { name: 'Nobody Yet' });

    const ok = await assignOne(admin, mentor, asha.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AssignmentResult>()).toMatchObject({
      assigned: [{ id: asha.id, name: 'Asha Verma' }],
      refused: [],
      mentor: { internCount: 1 },
    });
    // Again: nothing changes.
    expect((await assignOne(admin, mentor, asha.id)).json<AssignmentResult>().mentor.internCount).toBe(1);
    expect(await ctx.app.models.AuditEntry.countDocuments({ action: 'mentor.assign', targetId: asha.id })).toBe(1);

    const wrong = await assignOne(admin, mentor, ravi.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('Meera Iyer supervises Data Science, not Web Hosting on Cloud.');
    const none = await assignOne(admin, mentor, undecided.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(ASSIGNMENT_REFUSALS.notAnIntern('Nobody Yet'));
    const unknown = await assignOne(admin, mentor, new Types.ObjectId().toHexString());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MENTOR_MESSAGES.internNotFound);
    const noMentor = await ctx.app.inject({
      method: 'PUT',
      url: `/admin/api/mentors/${asha.id}/interns/${asha.id}`,
      headers: admin.headers,
    });
    expect(noMentor.statusCode).toBe(404);
    expect(noMentor.json().message).toBe(MENTOR_MESSAGES.mentorNotFound);
  });

  it(`holds the cap of ${CAP} under 10 concurrent assignments`, async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Arjun Das', ['Full-Stack Development'], admin);
    const interns = await Promise.all(Array.from({ length: 10 }, () => intern('Full-Stack Development')));
    const answers = await Promise.all(interns.map((i) => assignOne(admin, mentor, i.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CAP);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(10 - CAP);
    for (const r of refused) expect(r.json().message).toBe(ASSIGNMENT_REFUSALS.full('Arjun Das', CAP));
    expect((await ctx.app.models.MentorProfile.findById(mentor.id).lean())?.places).toHaveLength(CAP);
    expect(await ctx.app.models.MentorAssignment.countDocuments({ mentorId: new Types.ObjectId(mentor.id) })).toBe(CAP);
    expect((await roster(mentor)).totalItems).toBe(CAP);
  });

  it('gives back a place abandoned by a write that stopped before its assignment, never one being written', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Kavya Iyer', ['Web Hosting on Cloud'], admin);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => intern('Web Hosting on Cloud')));
    expect((await assignOne(admin, mentor, first!.id)).statusCode).toBe(200);
    // The cap's other places, by the program's clock: one taken two minutes before the first and one with it, neither assigned.
    const now = (await ctx.app.models.MentorProfile.findById(mentor.id).lean())!.places[0]!.at.getTime();
    const abandoned = new Types.ObjectId();
    const inFlight = new Types.ObjectId();
    await ctx.app.models.MentorProfile.updateOne(
      { _id: mentor.id },
      {
        $push: {
          places: {
            $each: [
              { intern: abandoned, at: new Date(now - 120_000) },
              { intern: inFlight, at: new Date(now) },
            ],
          },
        },
      },
    );

    expect((await assignOne(admin, mentor, second!.id)).statusCode).toBe(200);
    const places = (await ctx.app.models.MentorProfile.findById(mentor.id).lean())!.places.map((p) => String(p.intern));
    expect(places.sort()).toEqual([first!.id, second!.id, String(inFlight)].sort());
    const full = await assignOne(admin, mentor, third!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(ASSIGNMENT_REFUSALS.full('Kavya Iyer', CAP));
  });

  it('assigns many in one request and lists those assigned and each one refused with why', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Leela Nair', ['Front-End Development'], admin);
    const fits = await Promise.all([1, 2, 3, 4].map((n) => intern('Front-End Development', '2025-12-10', `Front ${n}`)));
    const other = await intern('Back-End Development', '2025-12-10', 'Back End');
    const ids = [...fits.map((f) => f.id), other.id, 'not-an-id'];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/mentors/${mentor.id}/interns`,
      headers: admin.headers,
      payload: { internIds: ids },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AssignmentResult>();
    expect(body.assigned.map((a) => a.name)).toEqual(['Front 1', 'Front 2', 'Front 3']);
    expect(body.refused).toEqual([
      { id: fits[3]!.id, name: 'Front 4', reason: ASSIGNMENT_REFUSALS.full('Leela Nair', CAP) },
      { id: other.id, name: 'Back End', reason: 'Leela Nair supervises Front-End Development, not Back-End Development.' },
      { id: 'not-an-id', name: null, reason: MENTOR_MESSAGES.internNotFound },
    ]);
    expect(body.mentor.internCount).toBe(CAP);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/mentors/${mentor.id}/interns`,
      headers: admin.headers,
      payload: { internIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MENTOR_MESSAGES.noInternsChosen);
  });

  it('lists the interns to assign by specialization, start date and mentor, paged, with their mentor', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Dev Patel', ['Database Management System'], admin);
    const early = await intern('Database Management System', '2025-12-01', 'Early One');
    // One after the other: the list's order within a day is the order of finalizing.
    const late = [
      await intern('Database Management System', '2026-01-05', 'Late 1'),
      await intern('Database Management System', '2026-01-05', 'Late 2'),
    ];
    await assignOne(admin, mentor, late[0]!.id);
    const list = async (query: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/admin/api/mentors/interns?${query}`, headers: admin.headers })
      ).json<AssignableInternPage>();
    const spec = 'specialization=Database%20Management%20System';

    const all = await list(`${spec}&size=2`);
    expect(all).toMatchObject({ page: 0, size: 2, totalItems: 3, totalPages: 2 });
    expect(all.items[0]).toMatchObject({
      id: early.id,
      name: 'Early One',
      cohort: expect.any(String),
      specialization: 'Database Management System',
      startDate: '2025-12-01',
      endDate: '2026-01-11',
      durationWeeks: 6,
      mentor: null,
    });
    expect((await list(`${spec}&page=1&size=2`)).items.map((i) => i.name)).toEqual(['Late 2']);
    expect((await list(`${spec}&startDate=2026-01-05&mentor=unassigned`)).items.map((i) => i.name)).toEqual(['Late 2']);
    const assigned = await list(`${spec}&mentor=assigned`);
    expect(assigned.items.map((i) => [i.name, i.mentor?.name])).toEqual([['Late 1', 'Dev Patel']]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/admin/api/mentors/interns?specialization=Astrology', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('an erased intern', () => {
  it("leaves the lists and frees the mentor's place; assigning them again is refused with the day", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const mentor = await mentorWith('Ira Sen', ['Web Hosting on Cloud'], admin);
    const student = await intern('Web Hosting on Cloud', '2025-12-15', 'Erin Erased');
    expect((await assignOne(admin, mentor, student.id)).statusCode).toBe(200);
    expect((await ctx.app.models.MentorProfile.findById(mentor.id).lean())!.places).toHaveLength(1);

    const { id } = (
      await ctx.app.inject({ method: 'POST', url: '/student/data-rights/erasure', headers: student.headers, payload: { confirm: true } })
    ).json();
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/data-rights/erasures/${id}/approve`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await eventually(async () => !!(await ctx.app.models.User.findById(student.id).lean())?.erasedAt, { what: 'the erasure' });
    const { erasedAt } = (await ctx.app.models.User.findById(student.id).lean())!;

    expect((await roster(mentor)).items).toEqual([]);
    expect((await ctx.app.models.MentorProfile.findById(mentor.id).lean())!.places).toHaveLength(0);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/admin/api/mentors/interns?specialization=Web%20Hosting%20on%20Cloud',
        headers: admin.headers,
      })
    ).json<AssignableInternPage>();
    expect(list.items.map((i) => i.id)).not.toContain(student.id);
    const again = await assignOne(admin, mentor, student.id);
    expect([again.statusCode, again.json().message]).toEqual([409, erasedAccountMessage(erasedAt!)]);
  });
});

describe("a mentor's roster", () => {
  it('shows only their own interns; a move and an unassignment follow at once (recorded)', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const first = await mentorWith('Ira Sen', ['Artificial Intelligence'], admin);
    const second = await mentorWith('Om Pillai', ['Artificial Intelligence'], admin);
    const asha = await intern('Artificial Intelligence', '2025-12-10', 'Asha AI');
    const ben = await intern('Artificial Intelligence', '2025-12-17', 'Ben AI');
    await assignOne(admin, first, asha.id);
    await assignOne(admin, second, ben.id);

    const mine = await roster(first);
    expect(mine).toMatchObject({
      totalItems: 1,
      items: [{ id: asha.id, name: 'Asha AI', startDate: '2025-12-10', endDate: '2026-01-20' }],
    });
    expect((await roster(second)).items.map((i) => i.id)).toEqual([ben.id]);

    // Moved to the second mentor: gone from the first's roster and count.
    const moved = await assignOne(admin, second, asha.id);
    expect(moved.json<AssignmentResult>().mentor.internCount).toBe(2);
    expect((await roster(first)).items).toEqual([]);
    expect((await roster(second)).items.map((i) => i.id)).toEqual([asha.id, ben.id]);
    expect((await ctx.app.models.MentorProfile.findById(first.id).lean())?.places).toHaveLength(0);
    expect(await ctx.app.models.AuditEntry.exists({ action: 'mentor.reassign', targetId: asha.id })).not.toBeNull();

    const unassign = (id: string) => ctx.app.inject({ method: 'DELETE', url: `/admin/api/mentors/interns/${id}`, headers: admin.headers });
    expect((await unassign(ben.id)).statusCode).toBe(204);
    expect((await unassign(ben.id)).statusCode).toBe(404);
    expect((await roster(second)).items.map((i) => i.id)).toEqual([asha.id]);
    expect((await ctx.app.models.MentorProfile.findById(second.id).lean())?.places).toHaveLength(1);
    expect(await ctx.app.models.AuditEntry.exists({ action: 'mentor.unassign', targetId: ben.id })).not.toBeNull();
  });
});
