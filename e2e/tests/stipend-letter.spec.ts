// The stipend from published criteria to the CA's month, on a cohort of its own (publishing criteria
// changes what a cohort's visitors and students read, so the shared first cohort is left alone): the
// admin copies the first cohort's calendar into a new cohort and makes it active while one intern is
// verified into it, then makes the first cohort active again. The intern (DEC10, 6 weeks: the last
// day 20 Jan 2026) is evaluated by a mentor after the last week. On /admin/stipends the admin
// publishes the cohort's criteria (from 24 Nov 2025); after the internship's end the portal proposes
// ₹5,000 (score 4.0 meets the 3.5 tier), the admin approves it, the intern reads the decision and
// downloads the signed stipend letter (a PDF with a PAdES signature), the admin records the payout
// with its UTR, and the CA finds it on /ca/stipends under January 2026 with the month's total and CSV.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EVALUATION_CRITERIA } from '@portal/domain/internship';
import { formatRupees } from '@portal/domain/money';
import type { StipendPayoutMonth } from '@portal/domain/views/stipend';
import type { CohortAdminView } from '@portal/domain/views/program';
import { adminSession } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { FIRST_LOAD_TIMEOUT } from '../support/axe';
import { studentAtStage } from '../support/journey';
import { mentorSession, profileMentor } from '../support/mentor';
import { pdfText } from '../support/pdf-text';
import { onProgramDay } from '../support/program-day';
import { staffSession, uniqueEmail, useTokens, type Tokens } from '../support/session';
import { CA_EMAIL } from '../support/stack-env';

const DESKTOP = { width: 1366, height: 900 };
const FIRST_COHORT_ID = '000000000000000000000001';
const PUBLISH_ON = '2025-11-24';
const AFTER_THE_LAST_WEEK = '2026-01-22';
const PAYOUT_MONTH = AFTER_THE_LAST_WEEK.slice(0, 7);

test.use({ viewport: DESKTOP });

async function pageAs(browser: Browser, tokens: Tokens, day: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', acceptDownloads: true });
  await useTokens(context, tokens, true);
  const page = await context.newPage();
  if (day) await onProgramDay(page, day);
  return page;
}

/** A new cohort on the first cohort's calendar, active while `enrol` runs; the first cohort is active again after. */
async function inCohortOfItsOwn<T>(name: string, enrol: () => Promise<T>): Promise<{ cohort: CohortAdminView; enrolled: T }> {
  const admin = await adminSession();
  const first = (await apiAs<CohortAdminView[]>(admin.accessToken, '/admin/api/cohorts')).find((c) => c.id === FIRST_COHORT_ID)!;
  const cohort = await sendAs<CohortAdminView>(admin.accessToken, '/admin/api/cohorts', {
    name,
    trainingStart: first.trainingStart,
    trainingEnd: first.trainingEnd,
    schedule: first.schedule,
    internshipStartDates: first.internshipStartDates,
    durationsWeeks: first.durationsWeeks,
    feeMinor: first.feeMinor,
    stipendNote: first.stipendNote,
    eventDate: first.eventDate,
    eventTime: first.eventTime,
    eventVenue: first.eventVenue,
    seats: first.seats,
  });
  await sendAs(admin.accessToken, `/admin/api/cohorts/${cohort.id}/activate`, {});
  try {
    return { cohort, enrolled: await enrol() };
  } finally {
    await sendAs(admin.accessToken, `/admin/api/cohorts/${FIRST_COHORT_ID}/activate`, {});
  }
}

test('the stipend of an intern of a cohort of its own: criteria published, proposed, approved, lettered, paid and listed for the CA', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('stipend-intern');
  const { cohort, enrolled: internTokens } = await inCohortOfItsOwn(`Stipend cohort ${Date.now()}`, () => studentAtStage(email, 'final'));
  const [{ specialization }, me] = await Promise.all([
    apiAs<{ specialization: string }>(internTokens.accessToken, '/student/specialization'),
    apiAs<{ id: string; name: string }>(internTokens.accessToken, '/me'),
  ]);

  // A mentor supervises the intern and gives the final evaluation after the last week: 4 on every criterion.
  const admin = await adminSession();
  const mentorEmail = uniqueEmail('stipend-mentor');
  const mentorTokens = await mentorSession(mentorEmail);
  const mentorId = await profileMentor(mentorEmail, specialization);
  await sendAs(admin.accessToken, `/admin/api/mentors/${mentorId}/interns`, { internIds: [me.id] });
  await sendAs(
    mentorTokens.accessToken,
    `/mentor/api/interns/${me.id}/evaluation`,
    { scores: Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c.key, 4])), comment: 'Careful, steady work.' },
    'PUT',
    { 'x-program-today': AFTER_THE_LAST_WEEK },
  );

  // Before the internship: the admin sets the cohort's criteria, published from 24 Nov 2025.
  const adminPage = await pageAs(browser, admin, null);
  await adminPage.goto('/admin/stipends');
  const criteria = adminPage.getByRole('region', { name: 'Stipend criteria' });
  await criteria.getByLabel('Cohort').selectOption({ label: cohort.name }, { timeout: FIRST_LOAD_TIMEOUT });
  await criteria.getByLabel('Published on (YYYY-MM-DD, India time)').fill(PUBLISH_ON);
  await criteria.getByRole('button', { name: 'Save the criteria' }).click();
  await expect(criteria.getByText('Criteria saved.')).toBeVisible();

  // After the internship's end: the portal proposes ₹5,000 from the criteria; the admin approves it.
  await onProgramDay(adminPage, AFTER_THE_LAST_WEEK);
  await adminPage.reload();
  const ended = adminPage.getByRole('region', { name: 'Ended internships' });
  await ended.getByLabel('Interns of the cohort').selectOption({ label: cohort.name }, { timeout: FIRST_LOAD_TIMEOUT });
  const row = ended.getByRole('row').filter({ hasText: me.name });
  await expect(row.getByText(`${formatRupees(500_000)}.`, { exact: false })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(row).toContainText('4.0');
  await row.getByRole('button', { name: `Approve the proposal for ${me.name}` }).click();
  await expect(row).toContainText(`${formatRupees(500_000)}; not paid yet`);

  // The intern reads the decision and downloads the signed stipend letter.
  const intern = await pageAs(browser, internTokens, AFTER_THE_LAST_WEEK);
  await intern.goto('/student-main/internship');
  const stipend = intern.getByRole('region', { name: 'Your stipend' });
  await expect(stipend.getByText(formatRupees(500_000), { exact: true })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const [download] = await Promise.all([
    intern.waitForEvent('download'),
    stipend.getByRole('button', { name: 'Download your signed stipend letter' }).click(),
  ]);
  const letter = await readFile((await download.path())!);
  expect(letter.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const raw = letter.toString('latin1');
  expect(raw).toContain('/ByteRange');
  expect(raw).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
  const words = (await pdfText(letter)).replace(/\s+/g, ' ');
  expect(words).toContain(me.name);
  expect(words).toContain(formatRupees(500_000));

  // The admin records the payout with the bank's reference; the intern sees it paid.
  const utr = `UTIB${Date.now()}`.slice(0, 22);
  await row.getByRole('button', { name: `Record the payout to ${me.name}` }).click();
  const payout = adminPage.getByRole('dialog', { name: `Payout to ${me.name}` });
  await payout.getByLabel('Paid on (YYYY-MM-DD)').fill(AFTER_THE_LAST_WEEK);
  await payout.getByLabel('Bank reference (UTR)').fill(utr);
  await payout.getByRole('button', { name: 'Record the payout' }).click();
  await expect(row).toContainText(`paid ${AFTER_THE_LAST_WEEK}, UTR ${utr}`);
  await intern.reload();
  await expect(stipend).toContainText(`Paid on ${AFTER_THE_LAST_WEEK} (bank reference ${utr})`, { timeout: FIRST_LOAD_TIMEOUT });

  // The CA lists the month's payouts with their total (as the API counts the month) and downloads the CSV.
  const caTokens = await staffSession(CA_EMAIL);
  const month = await apiAs<StipendPayoutMonth>(caTokens.accessToken, `/ca/stipends?month=${PAYOUT_MONTH}`);
  const ca = await pageAs(browser, caTokens, null);
  await ca.goto('/ca/stipends');
  await ca.getByLabel('Month (YYYY-MM)').fill(PAYOUT_MONTH, { timeout: FIRST_LOAD_TIMEOUT });
  const total = `${month.count} ${month.count === 1 ? 'payout' : 'payouts'}, total ${formatRupees(month.totalMinor)}`;
  await expect(ca.getByRole('status').filter({ hasText: total })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(ca.getByRole('row').filter({ hasText: utr })).toContainText(cohort.name);
  const [csvDownload] = await Promise.all([ca.waitForEvent('download'), ca.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe(`stipends-${PAYOUT_MONTH}.csv`);
  const csv = await readFile((await csvDownload.path())!, 'utf8');
  expect(csv).toContain(`${AFTER_THE_LAST_WEEK},`);
  expect(csv).toContain(`,5000.00,${utr}`);
  expect(csv).toContain(`Total,${month.count} payouts`);

  for (const page of [adminPage, intern, ca]) await page.context().close();
});
