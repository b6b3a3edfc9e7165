/**
 * `npm run bench:mentor`: the mentor's dashboard (GET /mentor/api/reviews: the review queue, the
 * overdue weeks and each intern's week states) for a mentor with BENCH_INTERNS interns (default 15,
 * the default cap) of an 8-week internship in its last week, every past week reported and half of
 * them reviewed; BENCH_RUNS requests (default 50), after one to warm up. Figures printed, never
 * asserted, with the collection sizes they were measured at and the database operations of one answer.
 * Starts the embedded database and the mail inbox in temporary places unless MONGODB_URI / SMTP_URL are set.
 */
import { type Types } from 'mongoose';
import { createSession } from '../src/features/auth/session-service.ts';
import { operations } from '../test/helpers/db-operations.ts';
import { runBench, withBenchStack } from './lib/bench-stack.ts';
import { summary, timed } from './lib/figures.ts';

const INTERNS = Number(process.env.BENCH_INTERNS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WEEKS = 8;
const SPECIALIZATION = 'Data Science';
/** A Monday eight weeks before the program's today (PROGRAM_TODAY or the real date): the last week runs now. */
const startDate = (today: Date) => new Date(today.getTime() - (7 * (WEEKS - 1) + 2) * 86_400_000).toISOString().slice(0, 10);

runBench(() =>
  withBenchStack(async (app) => {
    const today = app.cohorts.now();
    const start = startDate(today);
    const cohort = await app.cohorts.ofStudent({ cohortId: null });
    const mentor = await app.models.User.create({
      email: 'mentor@example.com',
      role: 'MENTOR',
      studentId: 'staff:mentor',
      name: 'Dr. Meera Rao',
    });
    await app.models.MentorProfile.create({
      _id: mentor._id,
      name: 'Dr. Meera Rao',
      title: 'Principal Engineer',
      specializations: [SPECIALIZATION],
    });
    const interns = await app.models.User.insertMany(
      Array.from({ length: INTERNS }, (_, i) => ({
        email: `intern${i}@example.com`,
        name: `Intern ${String(i).padStart(2, '0')}`,
        role: 'STUDENT',
        studentId: `CP96-${String(i).padStart(6, '0')}`,
      })),
    );
    await app.models.SpecializationSelection.insertMany(
      interns.map((u, i) => ({
        userId: u._id,
        cohortId: cohort._id,
        specialization: SPECIALIZATION,
        seatNumber: 5000 + i,
        startDateCode: 'BENCH',
        startDate: start,
        durationWeeks: WEEKS,
        finalizedAt: today,
      })),
    );
    await app.models.MentorAssignment.insertMany(
      interns.map((u) => ({
        _id: u._id,
        mentorId: mentor._id,
        cohortId: cohort._id,
        specialization: SPECIALIZATION,
        startDate: start,
        durationWeeks: WEEKS,
        assignedBy: mentor._id,
        assignedAt: today,
      })),
    );
    await app.models.MentorProfile.updateOne({ _id: mentor._id }, { $set: { places: interns.map((u) => ({ intern: u._id, at: today })) } });
    // Every week before the last reported; the first half of them accepted, the rest waiting for review.
    await app.models.WeeklyReport.insertMany(
      interns.flatMap((u) =>
        Array.from({ length: WEEKS - 1 }, (_, w) => ({
          internId: u._id,
          week: w + 1,
          done: 'Built the feature and its tests.',
          next: 'The next feature.',
          hours: 30,
          submittedAt: today,
          ...(w < (WEEKS - 1) / 2
            ? {
                decision: 'ACCEPTED',
                reviews: [{ decision: 'ACCEPTED', comment: null, by: mentor._id, byName: 'Bench Mentor', at: today }],
              }
            : {}),
        })),
      ),
    );
    const { sid } = await createSession(app.models, mentor._id as Types.ObjectId, 'bench');
    const headers = { authorization: `Bearer ${app.jwt.sign({ sub: String(mentor._id), role: 'MENTOR', sid })}` };
    const get = () => app.inject({ method: 'GET', url: '/mentor/api/reviews', headers });

    const first = await get();
    if (first.statusCode !== 200) throw new Error(`GET /mentor/api/reviews answered ${first.statusCode}: ${first.body}`);
    const view = first.json() as { queue: unknown[]; interns: unknown[] };
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push((await timed(get))[0]);
    const ops = await operations(() => get());
    const reports = await app.models.WeeklyReport.countDocuments();
    const users = await app.models.User.countDocuments();
    console.log(
      `a mentor with ${INTERNS} interns × ${WEEKS} weeks (${view.queue.length} reports to review, ${view.interns.length} interns on the page); ` +
        `collections: ${reports} weekly reports, ${users} users`,
    );
    console.log(summary('GET /mentor/api/reviews (app.inject)', samples));
    console.log(`database operations of one answer: ${ops.length}`);
  }),
);
