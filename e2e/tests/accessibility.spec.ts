// Every route and state a person reaches, checked with axe (WCAG 2.2 A/AA, no serious or
// critical violation), one h1 and its own document title, on a desktop and on a phone.
// A new screen, state or modal gets its check here (see e2e/README.md).
//
// Each state is reached once and checked at both widths by resizing the page, as a phone turned
// or a window narrowed would show it: walking every flow twice (once per width) made this the
// suite's longest file. A state a resize would lose (an antd table turning into cards drops an
// open row) is reached again at each width.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { FEE_EVIDENCE_MESSAGES } from '@portal/domain/fee-evidence';
import { setPaymentLinkViaApi, uploadIdViaApi, verifyFeeViaApi, verifyIdViaApi } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { FIRST_LOAD_TIMEOUT, expectAccessiblePage, expectNoSeriousA11yViolations } from '../support/axe';
import { pngFile } from '../support/files';
import { studentAtStage, takeStep } from '../support/journey';
import { onProgramDay } from '../support/program-day';
import { criteriaPublishedBy } from '../support/stipends';
import { studentPaymentRow } from '../support/student-payments';
import { MESSAGES } from '../../domain/src/messages';
import {
  completeProfile,
  consentToPrivacyNotice,
  mailCount,
  readOtp,
  signInViaApi,
  staffSession,
  uniqueEmail,
  useTokens,
} from '../support/session';
import { ADMIN_EMAIL, CA_EMAIL, REMOTE_PORTS } from '../support/stack-env';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };

/**
 * Runs `check` on the page at 1366 px and then at 375 px (its argument says which), and leaves
 * the page at 1366 px. The widths are in the report's labels (expectNoSeriousA11yViolations).
 */
async function atBothWidths(page: Page, check: (phone: boolean) => Promise<void>): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await check(viewport === PHONE);
  }
  await page.setViewportSize(DESKTOP);
}

/** Structure and axe at both widths: the usual check of a screen or state. */
const accessibleAtBothWidths = (page: Page, state: string, structure: { heading: string | RegExp; title: string }) =>
  atBothWidths(page, () => expectAccessiblePage(page, state, structure));

/** axe alone at both widths (the state's heading and title were checked where it was reached). */
const noViolationsAtBothWidths = (page: Page, state: string) => atBothWidths(page, () => expectNoSeriousA11yViolations(page, state));

async function studentPage(context: BrowserContext, name = 'Asha Rao') {
  const tokens = await signInViaApi(uniqueEmail('a11y'));
  await completeProfile(tokens, name);
  await useTokens(context, tokens, true);
  return Object.assign(await context.newPage(), { tokens });
}

test.use({ viewport: DESKTOP });
// The suite's longest file, of independent tests (each signs in its own student, or the worker's own
// staff): spread over the workers, so the run does not wait on one worker walking them all.
test.describe.configure({ mode: 'parallel' });

const LANDING = {
  heading: 'Train live. Intern for free. Land the job.',
  title: 'Career Portal — Live training, guaranteed internship, job or PPO',
};

test('the landing page, its section menu on phones, and an unknown public path', async ({ page }) => {
  await page.goto('/');
  await atBothWidths(page, async (phone) => {
    await expectAccessiblePage(page, 'landing', LANDING);
    if (!phone) return;
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing, section menu open');
    await page.keyboard.press('Escape');
  });
  // The public area's not-found page: any path no area claims is the landing page (SPEC §2), answered
  // 404 under a line that says so.
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('There is no page at /no-such-page — here is the home page.')).toBeVisible();
  await accessibleAtBothWidths(page, 'an unknown public path', LANDING);
});

test('sign-in: e-mail, e-mail error, code, wrong code, and already signed in', async ({ page }) => {
  const structure = { heading: 'Sign in', title: 'Sign in — Career Portal' };
  await page.goto('/login');
  await accessibleAtBothWidths(page, '/login, e-mail', structure);

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email.' })).toBeVisible();
  await noViolationsAtBothWidths(page, '/login, e-mail error');

  const email = uniqueEmail('a11y.login');
  await page.getByLabel('Email').fill(email);
  const since = await mailCount(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await readOtp(email, since);
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await accessibleAtBothWidths(page, '/login, code', structure);

  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid or expired code.')).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await accessibleAtBothWidths(page, '/login, wrong code', structure);

  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue to dashboard' })).toBeVisible();
  await accessibleAtBothWidths(page, '/login, already signed in', structure);
});

test('onboarding: empty, with errors, and with India chosen', async ({ page, context }) => {
  const tokens = await signInViaApi(uniqueEmail('a11y.onb'));
  await consentToPrivacyNotice(tokens);
  await useTokens(context, tokens);
  await page.goto('/onboarding');
  const structure = { heading: "Let's set up your profile", title: 'Set up your profile — Career Portal' };
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(page, '/onboarding, empty', structure);

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Please select your country.')).toBeVisible();
  await accessibleAtBothWidths(page, '/onboarding, with errors', structure);

  // Country and State are the browser's own selects (its picker is outside the page): the page with them chosen.
  await page.getByLabel('Country').selectOption('India');
  await page.getByLabel('State', { exact: true }).selectOption('Karnataka');
  await noViolationsAtBothWidths(page, '/onboarding, India and a state chosen');
});

/** A section of the student dashboard: its h1, one of them, and a title of its own. */
async function expectStudentSection(page: Page, label: string) {
  await expect(page.locator('h1:visible')).toHaveCount(1);
  await expect(page).toHaveTitle(/^.+ — Career Portal$/);
  await expect(page).not.toHaveTitle('Your profile — Career Portal');
  await expectNoSeriousA11yViolations(page, label);
}

test('student: dashboard, profile, the student dashboard and its sections', async ({ context }) => {
  test.setTimeout(240_000);
  const page = await studentPage(context);
  await page.goto('/dashboard');
  await expect(page.getByText('Asha Rao').first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(page, '/dashboard', { heading: 'Welcome, Asha Rao', title: 'Upload your ID — Career Portal' });

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  await accessibleAtBothWidths(page, '/profile', { heading: 'Your profile', title: 'Your profile — Career Portal' });

  await verifyIdViaApi(page.tokens);
  for (const path of [
    '/student-main',
    '/student-main/pay',
    '/student-main/id-proof-view',
    '/student-main/specializations',
    '/student-main/contact',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await atBothWidths(page, () => expectStudentSection(page, path));
  }

  // With the fee verified: the invoice list, the open specialization form and the training's note that
  // its sessions wait for step 4 (sections load their code on first display).
  await verifyFeeViaApi(page.tokens);
  for (const path of ['/student-main/billing', '/student-main/specializations', '/student-main/training']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noViolationsAtBothWidths(page, `${path}, step open`);
  }
  // The shell sends the student area only its own paths: an unknown one under /student-main is
  // its not-found state, said inside the dashboard's frame.
  await page.goto('/student-main/no-such-section');
  await expect(page.locator('h1:visible')).toHaveText('Unknown section.', { timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(page, '/student-main/no-such-section', {
    heading: 'Unknown section.',
    title: 'Unknown section. — Career Portal',
  });
});

test('student later in the journey: background, letter request, signature, final letter, and the finalized views', async ({ context }) => {
  test.setTimeout(300_000);
  const tokens = await studentAtStage(uniqueEmail('a11y.journey'), 'specialization');
  await useTokens(context, tokens, true);
  const page = await context.newPage();
  const check = async (path: string, ready: string, state: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
    await atBothWidths(page, () => expectStudentSection(page, `${path}, ${state}`));
  };
  await check('/student-main/background', 'Submit background', 'the form');
  // The internship plan once the specialization is final: its dates, the mentor and project to come, the weeks.
  await page.goto('/student-main/internship');
  await expect(page.getByRole('heading', { level: 2, name: 'Weekly reports' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await atBothWidths(page, () => expectStudentSection(page, '/student-main/internship, the plan'));
  // The training once the specialization is final: the next session, attendance, schedule, calendar link and reminders.
  await page.goto('/student-main/training');
  await expect(page.getByRole('heading', { level: 2, name: 'Add to calendar' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await atBothWidths(page, () => expectStudentSection(page, '/student-main/training, the live training'));
  await page.getByRole('button', { name: 'Renew link' }).click();
  const renew = page.getByRole('dialog').filter({ hasText: 'Renew your calendar link?' });
  await expect(renew).toBeVisible();
  await noViolationsAtBothWidths(page, '/student-main/training, the Renew link dialog');
  await renew.getByRole('button', { name: 'Cancel' }).click();
  await expect(renew).toBeHidden();
  await takeStep(tokens, 'background');
  await check('/student-main/offer-letter', 'Request offer letter', 'the address form');
  await takeStep(tokens, 'draft');
  await check('/student-main/offer-letter', 'Download', 'the draft letter');
  await check('/student-main/offer-letter/sign', 'Finalize signature', 'the signature pad');
  await takeStep(tokens, 'final');
  await check('/student-main/final-offer-letter', 'Download', 'the final letter');
  await page.goto('/student-main/offer-letter/sign');
  await expect(page.getByText(MESSAGES.signatureAlreadyFinal)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await noViolationsAtBothWidths(page, '/student-main/offer-letter/sign, finalized');
  // /student-main/jobs is checked with its slots and booking by journey-end.spec.ts at both widths.
  for (const path of ['/student-main/background', '/student-main/specializations']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await page.waitForLoadState('networkidle');
    await noViolationsAtBothWidths(page, `${path}, finalized`);
  }
});

test('admin: /admin with its Reject dialog, a row history and the signature editor, and /admin/students', async ({ page, context }) => {
  // Four pages, each with several panels loading their own chunks, and axe at two widths.
  test.setTimeout(240_000);
  const student = await signInViaApi(uniqueEmail('a11y.id'));
  await completeProfile(student, 'Ravi Kumar');
  await uploadIdViaApi(student, pngFile());
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: /^Reject / }).first()).toBeVisible();
  // The ID queue is a table on a desktop and cards on a phone: an open row or dialog does not
  // survive the switch, so each state is opened again at each width.
  await atBothWidths(page, async () => {
    await expectAccessiblePage(page, '/admin', { heading: 'Admin dashboard', title: 'Admin dashboard — Career Portal' });
    const history = page.getByRole('button', { name: /^History of / }).first();
    await history.click();
    await expect(page.getByRole('region', { name: 'History' }).first()).toBeVisible();
    // The clicks scroll the page: axe would count a button passing under the sticky header as an
    // obscured target. The states checked here are the open history and dialog, seen from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, '/admin, a row history open');
    await history.click();
    await page
      .getByRole('button', { name: /^Reject / })
      .first()
      .click();
    await expect(page.getByLabel('Note to the student')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, '/admin, Reject dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Note to the student')).toBeHidden();
  });
  await page.getByRole('button', { name: /^(Add|Change) the signature$/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^(Add|Replace) the signature$/ })).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await atBothWidths(page, async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, '/admin, signature editor open');
  });
  await page.goto('/admin/students');
  await accessibleAtBothWidths(page, '/admin/students', {
    heading: 'Student Payment Links',
    title: 'Student Payment Links — Career Portal',
  });
  // One student's page, with the ID waiting for review and its history.
  const { id } = await apiAs<{ id: string }>(student.accessToken, '/me');
  await page.goto(`/admin/students/${id}`);
  await expect(page.getByRole('button', { name: /^Approve / })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await accessibleAtBothWidths(page, '/admin/students/{id}', { heading: 'Ravi Kumar', title: 'Ravi Kumar — Career Portal' });
  // The admin area's own not-found page.
  await page.goto('/admin/anything-new');
  await accessibleAtBothWidths(page, '/admin/anything-new', {
    heading: 'Admin page not found',
    title: 'Admin page not found — Career Portal',
  });
});

test('admin: /admin/training with a batch, its sessions and the edit dialog, and /admin/training/attendance with its grid', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A student in the active cohort's batch of their finalized specialization, so the grid has a row.
  const student = await studentAtStage(uniqueEmail('a11y.training'), 'specialization');
  const { specialization } = await apiAs<{ specialization: string }>(student.accessToken, '/student/specialization');
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  await page.goto('/admin/training');
  await page.getByLabel('Specialization').selectOption(specialization);
  // Idempotent: a second run finds the batch generated and adds nothing.
  await page.getByRole('button', { name: 'Generate sessions' }).click();
  await expect(page.getByRole('button', { name: 'Edit session 1', exact: true })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(page, '/admin/training', { heading: 'Training sessions', title: 'Training sessions — Career Portal' });
  // The sessions table is cards on a phone: the dialog is opened again at each width.
  await atBothWidths(page, async () => {
    await page.getByRole('button', { name: 'Edit session 1', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Meeting link (https://…)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/admin/training, a session's edit dialog");
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
  await page.getByRole('link', { name: 'Open the attendance grid' }).click();
  await expect(page.getByRole('grid', { name: 'Attendance: students by sessions' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(page, '/admin/training/attendance', { heading: 'Attendance', title: 'Attendance — Career Portal' });
});

test("the fee's evidence: the student's \"I have paid\" form and sent report, and the admin's Verify-fee dialog with it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('a11y.paid');
  const student = await signInViaApi(email);
  await completeProfile(student, 'Nikhil Rao');
  await verifyIdViaApi(student);
  await setPaymentLinkViaApi(student);
  const admin = await staffSession(ADMIN_EMAIL);

  const studentContext = await browser.newContext({ viewport: DESKTOP });
  await useTokens(studentContext, student, true);
  const page = await studentContext.newPage();
  await page.goto('/student-main/pay');
  const report = page.getByRole('region', { name: 'Paid through the link?' });
  await expect(report.getByRole('button', { name: 'I have paid' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await atBothWidths(page, () => expectStudentSection(page, '/student-main/pay, the "I have paid" form'));
  await report.getByRole('button', { name: 'I have paid' }).click();
  await expect(report.getByText(FEE_EVIDENCE_MESSAGES.methodRequired)).toBeVisible();
  await noViolationsAtBothWidths(page, '/student-main/pay, the "I have paid" form with errors');
  await report.getByRole('radio', { name: 'UPI' }).check();
  await report.getByLabel('Payment reference (UTR)').fill('412345678901');
  await report.getByRole('button', { name: 'I have paid' }).click();
  await expect(report.getByRole('button', { name: 'Correct my report' })).toBeVisible();
  await noViolationsAtBothWidths(page, '/student-main/pay, the report sent');
  await studentContext.close();

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  await useTokens(adminContext, admin);
  const adminPage = await adminContext.newPage();
  // The list is a table on a desktop and cards on a phone: the dialog is opened again at each width.
  const row = await studentPaymentRow(adminPage, email);
  await expect(row).toContainText('412345678901');
  await atBothWidths(adminPage, async () => {
    await adminPage.getByRole('button', { name: `Verify fee of ${email}`, exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Verify fee' });
    await expect(dialog.getByLabel('Reference (UTR or receipt number)')).toHaveValue('412345678901');
    await expectNoSeriousA11yViolations(adminPage, "/admin/students, the Verify-fee dialog with the student's report");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
  await adminContext.close();
});

test('admin: /admin/stipends with an ended internship, its Change dialog and its Payout dialog', async ({ page, context }) => {
  test.setTimeout(180_000);
  // An intern of the journey's internship (DEC10, 6 weeks: the last day 20 Jan 2026), seen after its end
  // (the page's API requests carry x-program-today), with a name of its own to find the row by.
  const afterTheEnd = '2026-01-22';
  const name = `Stipend A11y ${Date.now() % 1e6}`;
  const intern = await signInViaApi(uniqueEmail('a11y.stipend'));
  await completeProfile(intern, name);
  for (const stage of ['fee', 'specialization'] as const) await takeStep(intern, stage);
  const { cohortName } = await apiAs<{ cohortName: string }>(intern.accessToken, '/student/training');
  await criteriaPublishedBy(cohortName, afterTheEnd);
  const admin = await staffSession(ADMIN_EMAIL);
  await useTokens(context, admin);
  await onProgramDay(page, afterTheEnd);
  await page.goto('/admin/stipends');
  // Found by name: the list holds every ended internship of the run, a page at a time.
  await page.getByLabel('Find an intern by name or e-mail').fill(name, { timeout: FIRST_LOAD_TIMEOUT });
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const change = page.getByRole('button', { name: `Change the stipend of ${name}` });
  await expect(change).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(page, '/admin/stipends, an ended internship to decide', {
    heading: 'Stipends',
    title: 'Stipends — Career Portal',
  });
  // The table is cards on a phone: each dialog is opened again at each width.
  await atBothWidths(page, async () => {
    await change.click();
    const dialog = page.getByRole('dialog', { name: `Change the stipend of ${name}` });
    await expect(dialog.getByLabel('Reason for the change')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/stipends, the Change dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
  // Changed to ₹5,000 (the intern was not evaluated: the proposal is none), the payout is next.
  const { id } = await apiAs<{ id: string }>(intern.accessToken, '/me');
  await sendAs(
    admin.accessToken,
    `/admin/api/stipends/${id}/decision`,
    { amountMinor: 500_000, reason: 'Agreed with the mentor.' },
    'POST',
    {
      'x-program-today': afterTheEnd,
    },
  );
  await page.reload();
  const payout = page.getByRole('button', { name: `Record the payout to ${name}` });
  await expect(payout).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await atBothWidths(page, async () => {
    await payout.click();
    const dialog = page.getByRole('dialog', { name: `Payout to ${name}` });
    await expect(dialog.getByLabel('Bank reference (UTR)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/stipends, the Payout dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('CA: /ca, its filter and load errors, and its not-found page', async ({ page, context }) => {
  test.setTimeout(120_000);
  await useTokens(context, await staffSession(CA_EMAIL));
  await page.goto('/ca');
  // Wait for the figures and the list (with rows, or the empty state when nothing is seeded yet).
  await expect(page.locator('.ant-statistic-content-value').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-tbody tr.ant-table-row, .ant-table-placeholder').first()).toBeVisible();
  await accessibleAtBothWidths(page, '/ca', { heading: 'Invoice dashboard', title: 'Invoice dashboard — Career Portal' });

  await page.getByLabel('From').fill('2099-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The from date must not be after the to date.')).toBeVisible();
  // The click may scroll the form under the sticky header (axe then reports the field under the
  // hidden skip link as obscured); the state checked is the error, seen from the top.
  await atBothWidths(page, async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, '/ca, filter error');
  });

  await page.route('**/ca/invoices/{stats,list}*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy. Please try again shortly.' }),
    }),
  );
  await page.reload();
  await expect(page.getByText('Failed to load invoices.').first()).toBeVisible({ timeout: 30_000 });
  await noViolationsAtBothWidths(page, '/ca, load error');
  // The CA area's own not-found page.
  await page.goto('/ca/x');
  await accessibleAtBothWidths(page, '/ca/x', { heading: 'CA page not found', title: 'CA page not found — Career Portal' });
});

test('the fallback shown when a part of the portal cannot load', async ({ context }) => {
  const page = await studentPage(context);
  await page.route(`http://localhost:${REMOTE_PORTS.mfe_student}/**`, (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await atBothWidths(page, async () => {
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'remote fallback');
  });
});
