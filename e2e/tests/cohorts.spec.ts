// The program calendar as data, in the browser: the stack runs on the first cohort's
// calendar (PROGRAM_TODAY=2025-10-20, as the browser tests' stack runs). An admin creates "January 2027" on
// /admin and makes it active; the landing page then tells its dates and a newly verified student
// is offered only its start dates, while a student of the first cohort keeps theirs. The first
// cohort is made active again at the end, so the other specs find the SPEC's calendar.
import { expect, test } from '@playwright/test';
import { adminSession } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { confirmDialog } from '../support/confirm';
import { studentAtStage } from '../support/journey';
import { staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL } from '../support/stack-env';

const FIRST_COHORT_ID = '000000000000000000000001';

test.describe('cohorts', () => {
  test.describe.configure({ timeout: 180_000 });

  test.afterAll(async () => {
    const admin = await adminSession();
    await sendAs(admin.accessToken, `/admin/api/cohorts/${FIRST_COHORT_ID}/activate`, {});
  });

  test('an admin opens January 2027; the landing page and new students follow it, the first cohort keeps its dates', async ({
    browser,
  }) => {
    // A student of the first cohort, verified before the change.
    const earlier = await studentAtStage(uniqueEmail('first-cohort'), 'fee');

    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByText('November 2025 cohort: training 1–30 Nov 2025')).toBeVisible();

    const adminContext = await browser.newContext();
    await useTokens(adminContext, await staffSession(ADMIN_EMAIL));
    const admin = await adminContext.newPage();
    await admin.goto('/admin');
    const program = admin.getByRole('region', { name: 'Program' });
    await expect(program.getByText('November 2025')).toBeVisible({ timeout: 30_000 });
    await program.getByRole('button', { name: 'New cohort' }).click();
    const form = admin.getByRole('dialog', { name: 'New cohort' });
    await form.getByLabel('Name').fill('January 2027');
    await form.getByLabel('Training starts').fill('2027-01-04');
    await form.getByLabel('Training ends').fill('2027-01-29');
    await form.getByLabel('Internship start date 1', { exact: true }).fill('2027-02-01');
    await form.getByRole('button', { name: 'Add a date' }).click();
    await form.getByLabel('Internship start date 2', { exact: true }).fill('2027-02-08');
    await form.getByRole('button', { name: 'Add a date' }).click();
    await form.getByLabel('Internship start date 3', { exact: true }).fill('2027-02-15');
    await form.getByLabel('Confluence date').fill('2027-03-12');
    await expectNoSeriousA11yViolations(admin, '/admin, the new cohort form');
    await form.getByRole('button', { name: 'Create cohort' }).click();
    await expect(admin.getByText('Cohort created.')).toBeVisible();
    const row = program.getByRole('row').filter({ hasText: 'January 2027' });
    await expect(row.getByText('1, 8 or 15 Feb 2027')).toBeVisible();
    await row.getByRole('button', { name: 'Make January 2027 active' }).click();
    await confirmDialog(admin, 'Yes, make it active');
    await expect(admin.getByText('January 2027 is now open for enrolment.')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByText('January 2027 cohort: training 4–29 Jan 2027')).toBeVisible();
    await expect(visitor.locator('#fees')).toContainText('Starts 1, 8 or 15 Feb 2027');

    // A student verified now joins January 2027: only its start dates are offered.
    const newcomer = await studentAtStage(uniqueEmail('january-cohort'), 'fee');
    const studentContext = await browser.newContext();
    await useTokens(studentContext, newcomer, true);
    const student = await studentContext.newPage();
    await student.goto('/student-main/specializations');
    await expect(student.getByText('Internship start date (January 2027 cohort)')).toBeVisible({ timeout: 30_000 });
    for (const day of ['Mon, 1 Feb 2027', 'Mon, 8 Feb 2027', 'Mon, 15 Feb 2027']) {
      await expect(student.getByText(day)).toBeVisible();
    }
    await expect(student.getByText('Mon, 15 Dec 2025')).toHaveCount(0);
    const refused = await fetchStatus(newcomer.accessToken, {
      specialization: 'Data Science',
      startDateCode: 'DEC15',
      durationWeeks: 6,
      confirm: true,
    });
    expect(refused).toBe(400);

    // The student of the first cohort still has its dates.
    const own = await apiAs<{ cohort: { name: string }; openStartDates: string[] }>(earlier.accessToken, '/student/program');
    expect(own.cohort.name).toBe('November 2025');
    expect(own.openStartDates).toContain('2025-12-15');

    await Promise.all([adminContext.close(), studentContext.close(), visitor.close()]);
  });
});

async function fetchStatus(token: string, body: unknown): Promise<number> {
  try {
    await sendAs(token, '/student/specialization', body);
    return 200;
  } catch (err) {
    return Number(/answered (\d{3})/.exec(String(err))?.[1] ?? 0);
  }
}
