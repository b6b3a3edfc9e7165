/**
 * The staff digest: each admin is mailed what waits (counts, the oldest item's age, links to the
 * queues) through the outbox, only while something waits and at most once an hour, however many
 * runs (or processes) try at once. Read from the embedded SMTP inbox.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { mailTo, waitForMail } from '../../tools/test-support/inbox.ts';
import { inboxUrl, useTestApp } from './helpers/app.ts';
import { storedPendingProof } from './helpers/id-proofs.ts';
import { signInAs, studentWith, type SignedInUser } from './helpers/factories.ts';

const ctx = useTestApp({ config: { letterWorker: false, outboxWorker: false } });
let admins: SignedInUser[];

const DAY_MS = 24 * 60 * 60_000;
const digestsTo = async (admin: SignedInUser) => (await mailTo(inboxUrl(), admin.email)).filter((m) => /wait/.test(m.subject));
/** Records the digests, then lets the outbox send them; how many were recorded. */
async function runDigest(): Promise<number> {
  const recorded = await ctx.app.staffDigest.runOnce();
  await ctx.app.outbox.runOnce();
  return recorded;
}

beforeAll(async () => {
  admins = [await signInAs(ctx.app, 'ADMIN'), await signInAs(ctx.app, 'ADMIN')];
});

describe('staff digest', () => {
  it('sends nothing while nothing waits', async () => {
    expect(await runDigest()).toBe(0);
    for (const admin of admins) expect(await digestsTo(admin)).toEqual([]);
  });

  it('mails every admin the counts, the oldest wait, the erasure due date and links to the queues', async () => {
    const uploader = await studentWith(ctx.app);
    await storedPendingProof(ctx.app, uploader, new Date(Date.now() - 3 * DAY_MS - 60_000));
    const leaving = await studentWith(ctx.app);
    const erasure = await ctx.app.inject({
      method: 'POST',
      url: '/student/data-rights/erasure',
      headers: leaving.headers,
      payload: { confirm: true },
    });
    expect(erasure.statusCode, erasure.body).toBeLessThan(300);
    const { erasuresDueAt } = await ctx.app.staffSummary.waiting();

    // Two runs at once (as two API processes would): one digest per admin.
    const [first, second] = await Promise.all([ctx.app.staffDigest.runOnce(), ctx.app.staffDigest.runOnce()]);
    expect(first + second).toBe(admins.length);
    await ctx.app.outbox.runOnce();

    for (const admin of admins) {
      const mail = await waitForMail(inboxUrl(), admin.email, { subject: /wait/ });
      expect(mail.subject).toBe('Career Portal: 2 items wait for an admin');
      const text = mail.text ?? '';
      expect(text).toContain('ID uploads to review: 1, the oldest waiting 3 days.');
      const due = new Date(erasuresDueAt as string).toLocaleDateString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
      expect(text).toContain(`Requests to erase an account: 1, the oldest waiting under an hour; answer by ${due}.`);
      expect(text).toContain(`${ctx.app.config.publicWebUrl}/admin#id-queue-title`);
      expect(text).toContain(`${ctx.app.config.publicWebUrl}/admin#erasure-requests-title`);
      expect(text).not.toContain('Offer letters waiting');
      expect(await digestsTo(admin)).toHaveLength(1);
    }
  });

  it('does not mail an admin twice within the hour, and mails again after it while work still waits', async () => {
    expect(await runDigest()).toBe(0);
    for (const admin of admins) expect(await digestsTo(admin)).toHaveLength(1);

    // An hour later for the first admin only.
    await ctx.app.mongo
      .model('StaffDigest')
      .updateOne({ _id: new Types.ObjectId(admins[0]!.id) }, { $set: { lastSentAt: new Date(Date.now() - 61 * 60_000) } });
    expect(await runDigest()).toBe(1);
    await waitForMail(inboxUrl(), admins[0]!.email, { since: 0, subject: /wait/ });
    expect(await digestsTo(admins[0]!)).toHaveLength(2);
    expect(await digestsTo(admins[1]!)).toHaveLength(1);
  });
});
