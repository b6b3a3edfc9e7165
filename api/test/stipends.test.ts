/**
 * The stipend by published criteria: the cohort's criteria (validated, audited, unchanged once
 * published) and the public text before and after their day; the proposal at and around the
 * internship's end; the decision (approve, or change with a reason), the signed letter and its
 * mail; the payout once; the CA's month with its CSV, outside GSTR-1 and GSTR-3B; the roles.
 * The test students start on Wednesday 10 Dec 2025 for 6 weeks (last day Tuesday 20 Jan 2026).
 */
import { unzipSync } from 'fflate';
import { Types } from 'mongoose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STIPEND_MESSAGES } from '@portal/domain/stipend';
import type { StipendList, StipendPayoutMonth, StipendRow, StudentStipendView } from '@portal/domain/views/stipend';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { FIRST_COHORT_ID } from '../src/models/cohort.ts';
import { useTestApp } from './helpers/app.ts';
import { signInAs, type SignedInUser } from './helpers/factories.ts';
import { clockAt } from './helpers/internship.ts';
import { pdfsig } from './helpers/poppler.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { TEST_SIGNER } from './helpers/signing.ts';
import { get, post, studentAt } from './helpers/program.ts';

const ctx = useTestApp();
afterEach(() => vi.restoreAllMocks());

const COHORT = String(FIRST_COHORT_ID);
const TIERS = [
  { minScore: 4.5, allOnTime: true, amountMinor: 1_000_000 },
  { minScore: 3.5, allOnTime: false, amountMinor: 500_000 },
];
const put = (user: SignedInUser, url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, headers: user.headers, payload });
const publicNote = async () => (await ctx.app.inject({ method: 'GET', url: '/public/program' })).json().labels.stipendNote as string;
const rowOf = async (admin: SignedInUser, intern: SignedInUser) =>
  ((await get(ctx.app, admin, '/admin/api/stipends')).json() as StipendList).items.find((r) => r.internId === intern.id);

/** An intern with every week's report (week `lateWeek` late) and an evaluation of this score. */
async function internWith(score: number | null, lateWeek: number | null = null): Promise<SignedInUser> {
  const intern = await studentAt(ctx.app, 'specialized');
  const internId = new Types.ObjectId(intern.id);
  for (let week = 1; week <= 6; week++) {
    await ctx.app.models.WeeklyReport.create({ internId, week, submittedAt: new Date('2025-12-12T06:30:00Z'), late: week === lateWeek });
  }
  if (score !== null) {
    const scores = { technicalSkill: 4, delivery: 4, communication: 4, initiative: 4 };
    await ctx.app.models.InternshipEvaluation.create({
      _id: internId,
      scores,
      comment: 'Solid work.',
      score,
      submittedAt: new Date('2026-01-21T06:30:00Z'),
      updatedAt: new Date('2026-01-21T06:30:00Z'),
      by: new Types.ObjectId(),
    });
  }
  return intern;
}

/** Publishes the first cohort's criteria on 24 Nov 2025 (set before, on the test calendar's 20 Oct 2025). */
async function publishCriteria(admin: SignedInUser) {
  const res = await put(admin, `/admin/api/stipends/criteria/${COHORT}`, { publishOn: '2025-11-24', tiers: TIERS });
  if (res.statusCode !== 200 && res.statusCode !== 409) throw new Error(res.body);
}

describe('the criteria', () => {
  it('are validated, recorded, shown from their day on and unchanged after', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const url = `/admin/api/stipends/criteria/${COHORT}`;
    expect((await get(ctx.app, admin, url)).statusCode).toBe(404);
    const bad = await put(admin, url, { publishOn: '2025-11-31', tiers: [{ minScore: 6, allOnTime: false, amountMinor: 50 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ publishOn: STIPEND_MESSAGES.publishOnInvalid, tiers: STIPEND_MESSAGES.tiersInvalid });
    expect(
      (await put(admin, `/admin/api/stipends/criteria/${String(new Types.ObjectId())}`, { publishOn: '2025-11-24', tiers: TIERS }))
        .statusCode,
    ).toBe(404);

    expect(await publicNote()).toBe('Performance-based stipend. Criteria are to be announced in the last week of November.');
    const saved = await put(admin, url, { publishOn: '2025-11-24', tiers: TIERS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ cohortId: COHORT, publishOn: '2025-11-24', tiers: TIERS, published: false });
    // Not yet published: the public text, the student's program and the admin's row say so.
    expect(await publicNote()).toBe('Performance-based stipend. Criteria are to be announced in the last week of November.');
    const student = await signInAs(ctx.app, 'STUDENT');
    expect((await get(ctx.app, student, '/student/program')).json().cohort.stipendTiers).toBeNull();
    const audit = await ctx.app.models.AuditEntry.find({ action: 'stipend.criteria', targetId: COHORT }).lean();
    expect(audit.map((e) => [e.actorEmail, e.after])).toEqual([[admin.email, { publishOn: '2025-11-24', tiers: TIERS }]]);

    clockAt(ctx.app, '2025-11-23T18:30:00Z'); // midnight in India: 24 Nov begins
    expect(await publicNote()).toBe(
      'Performance-based stipend: score ≥ 4.5 and all reports on time → ₹10,000.00; score ≥ 3.5 → ₹5,000.00; otherwise none.',
    );
    expect((await get(ctx.app, student, '/student/program')).json().cohort.stipendTiers).toEqual(TIERS);
    expect((await get(ctx.app, student, '/student/stipend')).json().note).toContain('score ≥ 4.5 and all reports on time → ₹10,000.00');
    const late = await put(admin, url, { publishOn: '2025-11-30', tiers: TIERS });
    expect([late.statusCode, late.json().message]).toEqual([409, STIPEND_MESSAGES.published]);
  });
});

describe('the proposal and the decision', () => {
  it('proposes from the ended internship only, then approves once with a signed letter mailed', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    await publishCriteria(admin);
    const intern = await internWith(4.5);
    clockAt(ctx.app, '2026-01-20T18:29:59Z'); // 23:59:59 on the last day in India
    expect(await rowOf(admin, intern)).toBeUndefined();
    expect((await post(ctx.app, admin, `/admin/api/stipends/${intern.id}/decision`, {})).statusCode).toBe(404);
    clockAt(ctx.app, '2026-01-20T18:30:00Z');
    const row = (await rowOf(admin, intern)) as StipendRow;
    expect(row).toMatchObject({ score: 4.5, allOnTime: true, endDate: '2026-01-20', decision: null });
    expect(row.proposal).toEqual({
      amountMinor: 1_000_000,
      reason: 'Score 4.5, every report on time: meets “score ≥ 4.5 and all reports on time → ₹10,000.00”.',
    });

    const approved = await post(ctx.app, admin, `/admin/api/stipends/${intern.id}/decision`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().decision).toMatchObject({
      amountMinor: 1_000_000,
      proposedMinor: 1_000_000,
      changeReason: null,
      letter: true,
      payout: null,
    });
    const again = await post(ctx.app, admin, `/admin/api/stipends/${intern.id}/decision`, { amountMinor: 0, reason: 'Second thoughts' });
    expect([again.statusCode, again.json().message]).toEqual([409, STIPEND_MESSAGES.alreadyDecided]);
    expect((await ctx.app.models.AuditEntry.find({ targetId: intern.id, action: /^stipend\./ }).lean()).map((e) => e.action)).toEqual([
      'stipend.approve',
    ]);

    const mine = (await get(ctx.app, intern, '/student/stipend')).json() as StudentStipendView;
    expect(mine).toMatchObject({ ended: true, decision: { amountMinor: 1_000_000, letter: true } });
    const letter = await get(ctx.app, intern, '/student/stipend/letter');
    expect([letter.statusCode, letter.headers['content-type']]).toEqual([200, 'application/pdf']);
    const report = pdfsig(letter.rawPayload);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain(`Signer Certificate Common Name: ${TEST_SIGNER}`);
    expect((await pdfText(letter.rawPayload)).replace(/\s+/g, ' ')).toContain('you are awarded a stipend of ₹10,000.00');
    const mail = await ctx.app.models.OutboxMail.findOne({ template: 'stipend-decided', to: intern.email }).lean();
    expect(mail?.attachments).toHaveLength(1);
  });

  it('changes a proposal only with a reason; an amount of zero has no letter and nothing to pay', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    await publishCriteria(admin);
    const lateOne = await internWith(4.6, 3);
    const unevaluated = await internWith(null);
    clockAt(ctx.app, '2026-01-21T06:30:00Z');
    const row = (await rowOf(admin, lateOne)) as StipendRow;
    expect([row.allOnTime, row.proposal?.amountMinor]).toEqual([false, 500_000]);
    expect((await rowOf(admin, unevaluated))?.proposal).toEqual({
      amountMinor: 0,
      reason: 'No final evaluation was given: the criteria give no stipend.',
    });

    const url = `/admin/api/stipends/${lateOne.id}/decision`;
    const bare = await post(ctx.app, admin, url, { amountMinor: 1_000_000, reason: ' ' });
    expect([bare.statusCode, bare.json().message]).toEqual([400, STIPEND_MESSAGES.reasonRequired]);
    const odd = await post(ctx.app, admin, url, { amountMinor: 1_000_050, reason: 'Paise' });
    expect([odd.statusCode, odd.json().message]).toEqual([400, STIPEND_MESSAGES.amountInvalid]);
    const changed = await post(ctx.app, admin, url, { amountMinor: 1_000_000, reason: 'Week 3 was late through a power cut.' });
    expect(changed.json().decision).toMatchObject({
      amountMinor: 1_000_000,
      proposedMinor: 500_000,
      changeReason: 'Week 3 was late through a power cut.',
    });
    const entry = await ctx.app.models.AuditEntry.findOne({ targetId: lateOne.id, action: 'stipend.change' }).lean();
    expect(entry?.after).toEqual({ amountMinor: 1_000_000, changeReason: 'Week 3 was late through a power cut.' });

    const none = await post(ctx.app, admin, `/admin/api/stipends/${unevaluated.id}/decision`, {});
    expect(none.json().decision).toMatchObject({ amountMinor: 0, letter: false });
    expect((await get(ctx.app, unevaluated, '/student/stipend/letter')).statusCode).toBe(404);
    const pay = await post(ctx.app, admin, `/admin/api/stipends/${unevaluated.id}/payout`, { paidOn: '2026-01-21', utr: 'HDFC0000123456' });
    expect([pay.statusCode, pay.json().message]).toEqual([409, STIPEND_MESSAGES.nothingToPay]);
  });
});

describe('the payout and the CA', () => {
  it('is recorded once, listed by month with its total and CSV, and changes neither GSTR-1 nor GSTR-3B', async () => {
    const [admin, ca] = [await signInAs(ctx.app, 'ADMIN'), await signInAs(ctx.app, 'CA')];
    await publishCriteria(admin);
    const intern = await internWith(3.8);
    clockAt(ctx.app, '2026-01-28T06:30:00Z');
    const url = `/admin/api/stipends/${intern.id}/payout`;
    const early = await post(ctx.app, admin, url, { paidOn: '2026-01-25', utr: 'HDFC0000123456' });
    expect([early.statusCode, early.json().message]).toEqual([409, STIPEND_MESSAGES.notDecided]);
    await post(ctx.app, admin, `/admin/api/stipends/${intern.id}/decision`, {});

    const returns = async () => [
      (await get(ctx.app, ca, '/ca/gstr1?month=2026-01')).body,
      (await get(ctx.app, ca, '/ca/gstr3b?month=2026-01')).body,
      (await get(ctx.app, ca, '/ca/gstr3b/export.csv?month=2026-01')).body,
    ];
    const before = await returns();
    const month = async () => (await get(ctx.app, ca, '/ca/stipends?month=2026-01')).json() as StipendPayoutMonth;
    const { count, totalMinor } = await month();

    const badUtr = await post(ctx.app, admin, url, { paidOn: '2026-01-25', utr: 'abc' });
    expect([badUtr.statusCode, badUtr.json().message]).toEqual([400, STIPEND_MESSAGES.utrInvalid]);
    const future = await post(ctx.app, admin, url, { paidOn: '2026-01-29', utr: 'HDFC0000123456' });
    expect([future.statusCode, future.json().message]).toEqual([400, STIPEND_MESSAGES.paidOnInvalid]);
    const paid = await post(ctx.app, admin, url, { paidOn: '2026-01-25', utr: ' hdfc0000123456 ' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().decision.payout).toMatchObject({ paidOn: '2026-01-25', utr: 'HDFC0000123456' });
    const twice = await post(ctx.app, admin, url, { paidOn: '2026-01-26', utr: 'HDFC0000999999' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, STIPEND_MESSAGES.alreadyPaid]);
    expect((await ctx.app.models.AuditEntry.find({ targetId: intern.id, action: 'stipend.payout' }).lean()).length).toBe(1);
    expect((await get(ctx.app, intern, '/student/stipend')).json().decision.payout).toMatchObject({ paidOn: '2026-01-25' });
    // The intern's data download lists the decision and the payment.
    const exported = (await post(ctx.app, intern, '/student/data-rights/export', {})).json() as { downloadToken: string };
    const file = await get(ctx.app, intern, `/student/data-rights/export/file?token=${encodeURIComponent(exported.downloadToken)}`);
    const data = JSON.parse(Buffer.from(unzipSync(new Uint8Array(file.rawPayload))['data.json']!).toString('utf8'));
    expect(data.internship.stipend).toMatchObject({ amountMinor: 500_000, paidOn: '2026-01-25', utr: 'HDFC0000123456' });

    const after = await month();
    expect([after.count, after.totalMinor]).toEqual([count + 1, totalMinor + 500_000]);
    expect(after.items.find((p) => p.internId === intern.id)).toMatchObject({
      amountMinor: 500_000,
      paidOn: '2026-01-25',
      utr: 'HDFC0000123456',
    });
    const csv = await get(ctx.app, ca, '/ca/stipends/export.csv?month=2026-01');
    expect([csv.statusCode, csv.headers['content-disposition']]).toEqual([200, 'attachment; filename="stipends-2026-01.csv"']);
    expect(csv.body).toContain('2026-01-25,Priya Sharma');
    expect(csv.body).toContain(',5000.00,HDFC0000123456');
    expect(csv.body.trim().split('\n').at(-1)).toContain(`Total,${after.count} payouts,,,${(after.totalMinor / 100).toFixed(2)},`);
    expect((await get(ctx.app, ca, '/ca/stipends?month=2026-02')).json()).toEqual({
      month: '2026-02',
      items: [],
      count: 0,
      totalMinor: 0,
      page: 0,
      size: 50,
      totalPages: 0,
    });
    expect(await returns()).toEqual(before);
  });
});

describe('the lists, paged and filtered on the server', () => {
  it("pages the ended internships, filters them by cohort and by where the stipend stands, and pages the CA's month with its whole total", async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const ca = await signInAs(ctx.app, 'CA');
    await publishCriteria(admin);
    const [paid, unpaid, undecided] = [await internWith(4.6), await internWith(3.6), await internWith(2)];
    clockAt(ctx.app, '2026-01-28T06:30:00Z');
    for (const intern of [paid, unpaid]) await post(ctx.app, admin, `/admin/api/stipends/${intern.id}/decision`, {});
    const payout = await post(ctx.app, admin, `/admin/api/stipends/${paid.id}/payout`, { paidOn: '2026-01-27', utr: 'ICIC0000765432' });
    expect(payout.statusCode, payout.body).toBe(200);

    const list = async (query: string) => {
      const res = await get(ctx.app, admin, `/admin/api/stipends?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as StipendList;
    };
    const all = await list('size=100');
    expect(all).toMatchObject({ page: 0, size: 100, totalItems: all.items.length, totalPages: 1 });
    expect(all.items.map((r) => r.internId)).toEqual(expect.arrayContaining([paid.id, unpaid.id, undecided.id]));
    expect((await list('')).size).toBe(25);
    for (let page = 0; page < all.totalItems; page++) {
      const one = await list(`size=1&page=${page}`);
      expect(one).toMatchObject({ page, size: 1, totalItems: all.totalItems, totalPages: all.totalItems });
      expect(one.items.map((r) => r.internId)).toEqual([all.items[page]!.internId]);
    }
    expect((await list(`size=1&page=${all.totalItems}`)).items).toEqual([]);

    const ids = async (status: string) => (await list(`status=${status}&size=100`)).items.map((r) => r.internId);
    const [undecidedIds, unpaidIds, paidIds] = [await ids('undecided'), await ids('unpaid'), await ids('paid')];
    expect([undecidedIds.includes(undecided.id), undecidedIds.includes(unpaid.id), undecidedIds.includes(paid.id)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([unpaidIds.includes(unpaid.id), unpaidIds.includes(paid.id), unpaidIds.includes(undecided.id)]).toEqual([true, false, false]);
    expect([paidIds.includes(paid.id), paidIds.includes(unpaid.id), paidIds.includes(undecided.id)]).toEqual([true, false, false]);
    const byId = new Map(all.items.map((r) => [r.internId, r]));
    expect(undecidedIds.every((id) => byId.get(id)!.decision === null)).toBe(true);
    expect(unpaidIds.every((id) => byId.get(id)!.decision!.amountMinor > 0 && byId.get(id)!.decision!.payout === null)).toBe(true);
    expect(paidIds.every((id) => byId.get(id)!.decision!.payout !== null)).toBe(true);
    expect(undecidedIds.length + unpaidIds.length + paidIds.length).toBeLessThanOrEqual(all.totalItems);

    expect((await list(`cohortId=${COHORT}&size=100`)).totalItems).toBe(all.totalItems);
    expect(await list(`cohortId=${String(new Types.ObjectId())}`)).toEqual({ items: [], page: 0, size: 25, totalItems: 0, totalPages: 0 });
    // A search by name or e-mail: the intern whose address is typed, in any case, with the other filters; nobody for another text.
    const found = await list(`intern=${encodeURIComponent(paid.email.toUpperCase())}&status=paid`);
    expect(found).toMatchObject({ totalItems: 1, items: [expect.objectContaining({ internId: paid.id })] });
    expect((await list(`intern=${encodeURIComponent(paid.email)}&status=undecided`)).totalItems).toBe(0);
    expect((await list('intern=nobody-has-this-text')).totalItems).toBe(0);
    for (const bad of ['status=someday', 'cohortId=first', 'size=101', 'page=-1', `intern=${'x'.repeat(101)}`]) {
      expect((await get(ctx.app, admin, `/admin/api/stipends?${bad}`)).statusCode, bad).toBe(400);
    }

    const month = async (query: string) => (await get(ctx.app, ca, `/ca/stipends?month=2026-01${query}`)).json() as StipendPayoutMonth;
    const whole = await month('&size=200');
    expect(whole.items).toHaveLength(whole.count);
    const first = await month('&size=1');
    expect(first).toMatchObject({ count: whole.count, totalMinor: whole.totalMinor, page: 0, size: 1, totalPages: whole.count });
    expect(first.items.map((p) => p.internId)).toEqual([whole.items[0]!.internId]);
    expect((await month(`&size=1&page=${whole.count}`)).items).toEqual([]);
    const badSize = await get(ctx.app, ca, '/ca/stipends?month=2026-01&size=500');
    expect([badSize.statusCode, badSize.json().message]).toEqual([400, 'The page size must be a whole number from 1 to 200.']);
    const csv = (await get(ctx.app, ca, '/ca/stipends/export.csv?month=2026-01')).body;
    expect(csv.trim().split('\n')).toHaveLength(whole.count + 2);
  });
});

describe('roles', () => {
  it('keeps the admin routes to admins, the CA view to CAs and the intern’s to students', async () => {
    const who = {
      student: await signInAs(ctx.app, 'STUDENT'),
      mentor: await signInAs(ctx.app, 'MENTOR'),
      ca: await signInAs(ctx.app, 'CA'),
      admin: await signInAs(ctx.app, 'ADMIN'),
    };
    const intern = String(new Types.ObjectId());
    const calls: [string, string, keyof typeof who][] = [
      ['GET', '/admin/api/stipends', 'admin'],
      ['PUT', `/admin/api/stipends/criteria/${COHORT}`, 'admin'],
      ['POST', `/admin/api/stipends/${intern}/decision`, 'admin'],
      ['POST', `/admin/api/stipends/${intern}/payout`, 'admin'],
      ['GET', '/ca/stipends?month=2026-01', 'ca'],
      ['GET', '/ca/stipends/export.csv?month=2026-01', 'ca'],
      ['GET', '/student/stipend', 'student'],
    ];
    for (const [method, url, owner] of calls) {
      for (const [role, user] of Object.entries(who)) {
        if (role === owner) continue;
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: user.headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect([res.statusCode, res.json().message], `${role} ${method} ${url}`).toEqual([403, API_MESSAGES.forbidden]);
      }
    }
  });
});
