// The portal by keyboard alone: sign-in, onboarding, admin tasks, the mentor's review, rubric and
// letter, stipends and the fee's evidence without a mouse; dialogs keep focus and give it back; a
// visible focus ring at every stop (computed styles), focus on the new page's h1 after each
// navigation, the skip link, and nothing focused hidden under the sticky header or call to action.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { calendarNow, istDay } from '@portal/domain/calendar';
import { EVALUATION_CRITERIA } from '@portal/domain/internship';
import { FIRST_LOAD_TIMEOUT } from '../support/axe';
import { expectVisibleFocus, tabTo, waitForPageCode } from '../support/focus';
import { adminSession, setPaymentLinkViaApi, uploadIdViaApi, verifyIdViaApi } from '../support/admin';
import { apiAs, publicSeats, sendAs } from '../support/api';
import { pngFile } from '../support/files';
import { studentAtStage, takeStep } from '../support/journey';
import { makeMentor, mentorSession, writeMentorProfile } from '../support/mentor';
import { onProgramDay } from '../support/program-day';
import { criteriaPublishedBy } from '../support/stipends';
import {
  acceptPrivacyNotice,
  completeProfile,
  mailCount,
  readOtp,
  signInViaApi,
  staffSession,
  uniqueEmail,
  useTokens,
} from '../support/session';
import { MESSAGES } from '../../domain/src/messages';
import { ADMIN_EMAIL, API_URL, CA_EMAIL } from '../support/stack-env';

/** After a route change: the new page's h1 has focus and the page's title was announced. */
async function expectArrivedAt(page: Page, heading: string | RegExp, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
}

test('a new student signs in and completes the onboarding with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('kbd');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused({ timeout: FIRST_LOAD_TIMEOUT });
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  // The server-rendered form is sent by the page's code: Enter does nothing until it has taken the
  // page over (server-rendered.spec.ts types before that), then Send is no longer marked disabled.
  await expect(page.getByRole('button', { name: 'Send OTP' })).not.toHaveAttribute('aria-disabled');
  const since = await mailCount(email);
  await page.keyboard.press('Enter');
  const code = await readOtp(email, since);
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expectVisibleFocus(page);

  // A wrong code first: the boxes empty, turn invalid, and focus returns to the first (ring still visible).
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invalid or expired code.')).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue('');
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  await expectVisibleFocus(page);

  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding$/);
  await acceptPrivacyNotice(page);
  await expectArrivedAt(page, "Let's set up your profile", 'Set up your profile — Career Portal');

  // Saving the empty form puts focus on the first field in error, whose ring must show over the red border.
  await tabTo(page, 'Save Profile');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter your full name as on your government ID.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expectVisibleFocus(page);

  await page.keyboard.type('Kavya Menon');
  // The browser's own selects: typing a name jumps to it.
  await tabTo(page, 'Country');
  await page.keyboard.type('India');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await tabTo(page, 'State');
  await page.keyboard.type('Kerala');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Kerala');
  await tabTo(page, 'Phone');
  await page.keyboard.type('9876543210');
  await tabTo(page, 'Save Profile');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectArrivedAt(page, 'Welcome, Kavya Menon', 'Upload your ID — Career Portal');

  // Links, not buttons, lead on: the profile, then back through the header.
  await tabTo(page, 'Edit profile');
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, 'Your profile', 'Your profile — Career Portal');
});

test('an admin opens Student Payment Links and comes back with the keyboard alone', async ({ page, context }) => {
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(page, 'Open Student Payment Links');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expectArrivedAt(page, 'Student Payment Links', 'Student Payment Links — Career Portal');
  // The way back sits just above the heading that received focus (the table below grows with every student).
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: '← Admin dashboard' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expectArrivedAt(page, 'Admin dashboard', 'Admin dashboard — Career Portal');
});

test("an admin finds a student on Student Payment Links, opens the student's page and approves the ID with the keyboard alone", async ({
  page,
  context,
}) => {
  const email = uniqueEmail('kbd.detail');
  const student = await signInViaApi(email);
  await completeProfile(student, 'Kavya Iyer');
  await uploadIdViaApi(student, pngFile());
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  // From Student Payment Links, whose search comes before its list (the dashboard's ID queue grows with every test).
  await page.goto('/admin/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Payment Links' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(page, 'Search by e-mail or name');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  // The search's answer: one student of that name, however many an earlier run of this test left.
  await expect(page.getByRole('link', { name: 'Details of Kavya Iyer' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Details of Kavya Iyer' })).toBeVisible();
  await tabTo(page, 'Details of Kavya Iyer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/students\/[0-9a-f]{24}$/);
  await expectArrivedAt(page, 'Kavya Iyer', 'Kavya Iyer — Career Portal');
  // The page's areas load after its heading: tab on once they are there, as a person reading it would.
  await expect(page.getByRole('button', { name: `Approve ${email}` })).toBeVisible();
  await tabTo(page, `Approve ${email}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.approved)).toBeVisible();
  await expect(page.getByRole('button', { name: `Unverify ID ${email}` })).toBeVisible();
});

test('an admin opens the signature editor and closes it again with the keyboard alone', async ({ page, context }) => {
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const opener = page.getByRole('button', { name: /^(Add|Change) the signature$/ });
  await expect(opener).toBeVisible();
  await tabTo(page, /^(Add|Change) the signature$/);
  await page.keyboard.press('Enter');
  // The opening button is replaced by the editor: the keyboard goes on from the editor's heading.
  await expect(page.getByRole('heading', { level: 3, name: /^(Add|Replace) the signature$/ })).toBeFocused();
  // Every stop of the editor (the way to give it, the pad, Save) shows its focus ring on the way to Cancel.
  await tabTo(page, 'Cancel');
  await page.keyboard.press('Enter');
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
});

test("an admin marks a student's attendance on the grid, and the student joins a live session, with the keyboard alone", async ({
  browser,
}) => {
  // The link the browser training test sets on every session of the same batch, which may run at the same time.
  const meetingLink = 'https://meet.google.com/abc-defg-hij';
  const studentTokens = await studentAtStage(uniqueEmail('kbd.training'), 'specialization');
  const training = await apiAs<{ cohortName: string; specialization: string }>(studentTokens.accessToken, '/student/training');
  const admin = (await adminSession()).accessToken;
  const cohorts = await apiAs<{ id: string; name: string }[]>(admin, '/admin/api/cohorts');
  const batch = new URLSearchParams({
    cohortId: cohorts.find((c) => c.name === training.cohortName)!.id,
    specialization: training.specialization,
  });
  const body = Object.fromEntries(batch);
  await sendAs(admin, '/admin/api/training/sessions/generate', body);
  // Session 2 moves to five minutes after the stack's noon of its day (what the API takes as now that day);
  // the browser training test moves session 1 of the same batch.
  const { items } = await apiAs<{ items: { id: string; number: number; startsAt: string }[] }>(
    admin,
    `/admin/api/training/sessions?${batch}`,
  );
  const second = items.find((s) => s.number === 2)!;
  const day = istDay(new Date(second.startsAt));
  await sendAs(admin, `/admin/api/training/sessions/${second.id}`, { meetingUrl: meetingLink }, 'PATCH');
  await sendAs(admin, `/admin/api/training/sessions/${second.id}/move`, {
    startsAt: new Date(calendarNow(day).getTime() + 5 * 60_000).toISOString(),
    reason: 'The keyboard test joins it at noon.',
  });

  // The admin: Tab into the grid (one cell in the tab order), an arrow to session 2, P marks it.
  const adminContext = await browser.newContext();
  await useTokens(adminContext, await staffSession(ADMIN_EMAIL));
  const page = await adminContext.newPage();
  await page.goto(`/admin/training/attendance?${batch}`);
  await expect(page.getByRole('grid', { name: 'Attendance: students by sessions' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(page, /, session 1: /, 40);
  await page.keyboard.press('ArrowRight');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/, session 2: /);
  await expectVisibleFocus(page);
  await page.keyboard.press('p');
  await expect(focused).toHaveAccessibleName(/, session 2: Present$/);
  await expect(focused).toHaveText('P');
  await expect(page.getByText(/, session 2: Present\.$/)).toBeVisible();
  await adminContext.close();

  // The student on that day (the API's x-program-today and the page's clock): Tab to Join, Enter opens the meeting.
  const studentContext = await browser.newContext();
  await useTokens(studentContext, studentTokens, true);
  await studentContext.route('https://meet.google.com/**', (route) =>
    route.fulfill({ body: '<title>Meet</title>ok', contentType: 'text/html' }),
  );
  const student = await studentContext.newPage();
  await student.route(`${API_URL}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-program-today': day } }));
  await student.clock.setFixedTime(calendarNow(day));
  await student.goto('/student-main/training');
  await expect(student.getByRole('button', { name: 'Join session 2 (opens in a new tab)' })).toBeEnabled({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(student, 'Join session 2 (opens in a new tab)', 40);
  const [meeting] = await Promise.all([studentContext.waitForEvent('page'), student.keyboard.press('Enter')]);
  await meeting.waitForURL(meetingLink);
  await studentContext.close();
});

test('the first Tab reaches a visible skip link that moves focus into the main region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await waitForPageCode(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The banner above the page is skipped: the next stop is the first link of the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start your enrolment' })).toBeFocused();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`on the landing page at ${viewport.width} px every focused element stays clear of the sticky header and call to action`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    const stops = await page.evaluate(() => document.querySelectorAll('a[href], button, summary, [tabindex="0"]').length);
    let visited = 0;
    for (let i = 0; i < stops + 5; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (!el || el === document.body) return null;
        const header = document.querySelector('.portal-header')!.getBoundingClientRect();
        const sticky = document.querySelector('.lp-sticky')!.getBoundingClientRect();
        const rect = el.getBoundingClientRect();
        const inBars = !!el.closest('.portal-header, .lp-sticky');
        const overlapsSticky = rect.right > sticky.left && rect.left < sticky.right && rect.bottom > sticky.top + 1;
        return {
          name: (el.textContent ?? '').trim().slice(0, 40),
          inBars,
          top: rect.top,
          bottom: rect.bottom,
          headerBottom: header.bottom,
          overlapsSticky,
        };
      });
      if (!where) break;
      await expectVisibleFocus(page);
      if (where.inBars) continue;
      visited++;
      expect(where.top, `"${where.name}" is under the sticky header`).toBeGreaterThanOrEqual(where.headerBottom - 1);
      expect(where.overlapsSticky, `"${where.name}" is under the sticky call to action`).toBe(false);
    }
    expect(visited).toBeGreaterThan(20);

    // The dark footer, not a white band, reaches the end of the page.
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer.lp-footer')!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
    });
    expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    await context.close();
  });
}

test('on a phone the section links open from a Menu button by keyboard and close after a choice', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  // The landing page arrives from its remote after the load event: Tab into it once it is there.
  await expect(menu).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  // The button says whether the menu is open once the page's code has taken the page over
  // (server-rendered.spec opens it before that).
  await waitForPageCode(page);
  await tabTo(page, 'Menu');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, 'Fees');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#fees$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await context.close();
});

/** Presses Tab until `target` has focus (at most `limit` times), checking the ring at every stop: for controls tabTo cannot name (a radio in its label). */
async function tabToControl(page: Page, target: Locator, limit = 25): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} not reached within ${limit} Tab presses`);
}

/** The program day a page stands on: its API requests (x-program-today) and its clock, as the training walk above does. */
async function standOn(page: Page, day: string): Promise<void> {
  await onProgramDay(page, day);
  await page.clock.setFixedTime(calendarNow(day));
}

// The journey's internship (support/journey.ts: DEC10 for 6 weeks): week 1 is 10–16 Dec 2025, the last day 20 Jan 2026.
const IN_WEEK_1 = '2025-12-12';
const AFTER_THE_LAST_WEEK = '2026-01-22';

test('a mentor reviews a report, evaluates on the rubric and writes the recommendation; an admin approves the stipend and records its payout; a CA downloads the payouts, with the keyboard alone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const mentorEmail = uniqueEmail('kbd.mentor');
  const mentorTokens = await mentorSession(mentorEmail);
  // A name of its own, so the admin's list of ended internships names this intern's row alone.
  const name = `Kbd Intern ${Date.now() % 1e6}`;
  const internTokens = await signInViaApi(uniqueEmail('kbd.intern'));
  await completeProfile(internTokens, name);
  for (const stage of ['fee', 'specialization', 'background', 'draft', 'final'] as const) await takeStep(internTokens, stage);
  const [{ specialization }, me] = await Promise.all([
    apiAs<{ specialization: string }>(internTokens.accessToken, '/student/specialization'),
    apiAs<{ id: string }>(internTokens.accessToken, '/me'),
  ]);
  const admin = await adminSession();
  const mentorId = await writeMentorProfile(mentorEmail, {
    name: 'Meera Iyer',
    title: 'Principal Data Scientist',
    specializations: [specialization],
  });
  await sendAs(admin.accessToken, `/admin/api/mentors/${mentorId}/interns`, { internIds: [me.id] });
  const report = { done: 'Cleaned the subscriber data.', next: 'Train a baseline model.', blockers: '', hours: 30, links: [] };
  await sendAs(internTokens.accessToken, '/student/internship/reports/1', report, 'PUT', { 'x-program-today': IN_WEEK_1 });

  // The mentor: from the queue to the week, asks for changes and thinks better of it, then accepts.
  const mentorContext = await browser.newContext();
  await useTokens(mentorContext, mentorTokens);
  const page = await mentorContext.newPage();
  await standOn(page, IN_WEEK_1);
  await page.goto('/mentor');
  await expect(page.getByRole('link', { name: `${name}, week 1` })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(page, `${name}, week 1`, 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/mentor/interns/${me.id}#week-1$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const week1 = page.getByRole('listitem', { name: /^Week 1:/ });
  await expect(week1.getByRole('button', { name: 'Accept week 1' })).toBeVisible();
  // The link's #week-1: focus on that week's heading, where the next Tab goes into its report.
  await expect(page.locator('#week-1')).toBeFocused();
  await tabTo(page, 'Ask for changes', 40);
  await page.keyboard.press('Enter');
  await expect(week1.getByLabel("What should change in week 1's report")).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, 'Cancel');
  await page.keyboard.press('Enter');
  await expect(week1.getByRole('button', { name: 'Ask for changes' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(week1.getByRole('button', { name: 'Accept week 1' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(week1.getByText('Accepted', { exact: true })).toBeVisible();
  // The decided week's buttons are gone: focus stays in the week, on its heading, not thrown to the page's start.
  await expect(week1.getByRole('heading', { level: 3 })).toBeFocused();

  // After the last week: level 4 on every criterion (Tab into each group, arrows within it, as radios go), a comment, Submit.
  await standOn(page, AFTER_THE_LAST_WEEK);
  await page.reload();
  const evaluation = page.getByRole('region', { name: 'Final evaluation' });
  await expect(evaluation.getByRole('button', { name: 'Submit the evaluation' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  for (const [index, criterion] of EVALUATION_CRITERIA.entries()) {
    const group = evaluation.getByRole('group', { name: criterion.label });
    await tabToControl(page, group.getByRole('radio', { name: `1 — ${criterion.levels[0]}` }), index === 0 ? 60 : 1);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: `4 — ${criterion.levels[3]}` })).toBeChecked();
    await expectVisibleFocus(page);
  }
  await expect(evaluation.getByText('Score: 4.0 out of 5')).toBeVisible();
  await tabTo(page, 'Comment to the intern');
  await page.keyboard.type('Careful, steady work with clear weekly reports.');
  await tabTo(page, 'Submit the evaluation');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The evaluation was saved.')).toBeVisible();
  await expect(evaluation.getByRole('button', { name: 'Save the evaluation' })).toBeVisible();

  // The letter of recommendation, below the evaluation.
  const letter = page.getByRole('region', { name: 'Letter of recommendation' });
  await tabToControl(page, letter.getByRole('textbox'));
  await page.keyboard.type(`${name} delivered a clean churn pipeline and explained every step of it to the team.`);
  await tabTo(page, 'Save the letter');
  await page.keyboard.press('Enter');
  await expect(letter.getByRole('status')).toHaveText('Letter saved.');
  await mentorContext.close();

  // The admin, after the end, with the cohort's criteria published by then.
  const { cohortName } = await apiAs<{ cohortName: string }>(internTokens.accessToken, '/student/training');
  await criteriaPublishedBy(cohortName, AFTER_THE_LAST_WEEK);
  const adminContext = await browser.newContext();
  await useTokens(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await standOn(adminPage, AFTER_THE_LAST_WEEK);
  await adminPage.goto('/admin/stipends');
  // The intern found by name: the list holds every ended internship of the run, a page at a time.
  await expect(adminPage.getByLabel('Find an intern by name or e-mail')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(adminPage, 'Find an intern by name or e-mail', 60);
  await adminPage.keyboard.type(name);
  await adminPage.keyboard.press('Enter');
  const approve = adminPage.getByRole('button', { name: `Approve the proposal for ${name}` });
  await expect(approve).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(adminPage, `Approve the proposal for ${name}`, 400);
  await adminPage.keyboard.press('Enter');
  const payout = adminPage.getByRole('button', { name: `Record the payout to ${name}` });
  await expect(payout).toBeVisible();
  // The decided row's Approve is gone: focus goes on at the row's next action.
  await expect(payout).toBeFocused();
  await expectVisibleFocus(adminPage);
  // The payout dialog: focus inside it; Escape closes it and gives focus back to its opener; opened again, it is filled and sent.
  await adminPage.keyboard.press('Enter');
  const dialog = adminPage.getByRole('dialog', { name: `Payout to ${name}` });
  await expect(dialog.getByLabel('Paid on (YYYY-MM-DD)')).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(payout).toBeFocused();
  await expectVisibleFocus(adminPage);
  await adminPage.keyboard.press('Enter');
  await expect(dialog.getByLabel('Paid on (YYYY-MM-DD)')).toBeVisible();
  await tabTo(adminPage, 'Paid on (YYYY-MM-DD)');
  await adminPage.keyboard.type('2026-01-21');
  await tabTo(adminPage, 'Bank reference (UTR)');
  const utr = `KBDUTR${Date.now() % 1e8}`;
  await adminPage.keyboard.type(utr);
  await tabTo(adminPage, 'Record the payout');
  await adminPage.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(adminPage.getByRole('row').filter({ hasText: utr })).toBeVisible();
  await adminContext.close();

  // The CA: the month of the payout, then its CSV.
  const caContext = await browser.newContext();
  await useTokens(caContext, await staffSession(CA_EMAIL));
  const ca = await caContext.newPage();
  await ca.goto('/ca/stipends');
  await expect(ca.getByRole('heading', { level: 1, name: 'Stipend payouts' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(ca, 'Month (YYYY-MM)');
  for (let i = 0; i < 7; i++) await ca.keyboard.press('Backspace');
  await ca.keyboard.type('2026-01');
  await expect(ca.getByRole('row').filter({ hasText: utr })).toBeVisible();
  await tabTo(ca, 'Download CSV');
  const [download] = await Promise.all([ca.waitForEvent('download'), ca.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('stipends-2026-01.csv');
  await caContext.close();
});

test('an admin assigns two interns to a mentor, and opens and closes a mentor profile, with the keyboard alone', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // Two interns starting on a day no other test chooses, so the filtered list holds only them (and earlier runs' ones).
  const { specializations } = await publicSeats();
  const specialization = specializations.reduce((best, s) => (s.seats - s.filled > best.seats - best.filled ? s : best)).name;
  const interns = await Promise.all(
    [1, 2].map(async () => {
      const tokens = await studentAtStage(uniqueEmail('kbd.assign'), 'fee');
      await sendAs(tokens.accessToken, '/student/specialization', {
        specialization,
        startDateCode: 'DEC25',
        durationWeeks: 4,
        confirm: true,
      });
      return apiAs<{ id: string; email: string; name: string }>(tokens.accessToken, '/me');
    }),
  );
  const mentorEmail = uniqueEmail('kbd.assigner');
  await makeMentor(mentorEmail);
  const admin = await adminSession();
  const mentorName = `Zubin Kbd${Date.now() % 1e6}`;
  const mentorId = await writeMentorProfile(mentorEmail, { name: mentorName, title: 'Staff Engineer', specializations: [specialization] });

  await useTokens(context, admin);
  await page.goto('/admin/mentors');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentors' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const edit = page.getByRole('button', { name: `Edit the profile of ${mentorName}` });
  await expect(edit).toBeVisible();
  // The profile dialog: focus inside it, Escape closes it and focus is back on its Edit button.
  await tabTo(page, `Edit the profile of ${mentorName}`, 400);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Mentor profile of ${mentorEmail}` });
  await expect(dialog.getByLabel('Name (printed on letters)')).toHaveValue(mentorName);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expectVisibleFocus(page);

  // The assignment: filters (the browser's own selects jump to a typed name), Apply, both interns ticked with Space, the mentor, Assign.
  await tabTo(page, 'Specialization', 400);
  await page.keyboard.type(specialization);
  await tabTo(page, 'Internship starts');
  await page.keyboard.type('25/12/2025');
  await tabTo(page, 'Apply');
  await page.keyboard.press('Enter');
  const assignment = page.getByRole('region', { name: 'Assign interns' });
  for (const intern of interns)
    await expect(assignment.getByRole('checkbox', { name: `Select ${intern.name} (${intern.email})` })).toBeVisible();
  // Ticked in the order of the rows (Tab only goes forward).
  const boxes = (await assignment.getByRole('checkbox').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))).filter(
    (label) => interns.some((intern) => label === `Select ${intern.name} (${intern.email})`),
  );
  expect(boxes).toHaveLength(interns.length);
  for (const box of boxes) {
    await tabTo(page, box, 40);
    await page.keyboard.press('Space');
    await expect(assignment.getByRole('checkbox', { name: box })).toBeChecked();
  }
  // Back up to the mentor's select, above the list.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page);
    if (await assignment.getByLabel('Mentor to assign to').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(assignment.getByLabel('Mentor to assign to')).toBeFocused();
  await page.keyboard.type(mentorName);
  await expect(assignment.getByLabel('Mentor to assign to')).toHaveValue(mentorId);
  await tabTo(page, 'Assign selected (2)');
  await page.keyboard.press('Enter');
  await expect(assignment.getByRole('status')).toContainText(`2 assigned to ${mentorName} (now 2 of`);
  // The button is disabled with nothing selected: focus moves to the outcome, not to the page's start.
  await expect(page.locator(':focus')).toContainText(`2 assigned to ${mentorName}`);
});

test('a student says "I have paid", and the admin verifies the fee with that evidence, with the keyboard alone', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('kbd.paid');
  const student = await signInViaApi(email);
  await completeProfile(student, 'Nikhil Rao');
  await verifyIdViaApi(student);
  await setPaymentLinkViaApi(student);
  const admin = await adminSession();

  const studentContext = await browser.newContext();
  await useTokens(studentContext, student, true);
  const page = await studentContext.newPage();
  await page.goto('/student-main/pay');
  const report = page.getByRole('region', { name: 'Paid through the link?' });
  await expect(report.getByRole('button', { name: 'I have paid' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  // Nothing chosen yet: Tab stops on the first method; Space chooses it.
  await tabToControl(page, report.getByRole('radio', { name: 'UPI' }), 60);
  await page.keyboard.press('Space');
  await expect(report.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await tabTo(page, 'Payment reference (UTR)');
  await page.keyboard.type('412345678901');
  await tabTo(page, 'I have paid');
  await page.keyboard.press('Enter');
  // The form gives way to the report sent: the keyboard goes on at its Correct my report.
  await expect(report.getByRole('button', { name: 'Correct my report' })).toBeFocused();
  await expectVisibleFocus(page);
  await studentContext.close();

  // The admin: Verify opens the dialog with the student's report in it; Escape gives focus back to Verify; Enter on Yes verifies.
  const adminContext = await browser.newContext();
  await useTokens(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/students');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Student Payment Links' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await tabTo(adminPage, 'Search by e-mail or name');
  await adminPage.keyboard.type(email);
  await adminPage.keyboard.press('Enter');
  const verify = adminPage.getByRole('button', { name: `Verify fee of ${email}`, exact: true });
  await expect(verify).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await tabTo(adminPage, `Verify fee of ${email}`, 40);
  await adminPage.keyboard.press('Enter');
  const dialog = adminPage.getByRole('dialog', { name: 'Verify fee' });
  await expect(dialog.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expect(dialog.getByLabel('Reference (UTR or receipt number)')).toHaveValue('412345678901');
  // Focus is in the dialog, and Tab never reaches the page behind it: past its last control focus
  // leaves for the browser's own controls (the page's body is active), and the next Tab brings it back.
  for (let i = 0; i < 12; i++) {
    await adminPage.keyboard.press('Tab');
    const where = await adminPage.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    const inDialogOrOut = await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body);
    expect(inDialogOrOut, `Tab ${i + 1} reached ${where}`).toBe(true);
  }
  if (await adminPage.evaluate(() => document.activeElement === document.body)) await adminPage.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(verify).toBeFocused();
  await expectVisibleFocus(adminPage);
  await adminPage.keyboard.press('Enter');
  await expect(dialog.getByLabel('Reference (UTR or receipt number)')).toHaveValue('412345678901');
  await tabTo(adminPage, 'Yes', 12);
  await adminPage.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Verify is disabled now, so focus cannot go back to it: the row's Unverify has it, not the page's start.
  await expect(adminPage.getByRole('button', { name: `Unverify fee of ${email}` })).toBeFocused();
  await expectVisibleFocus(adminPage);
  await adminContext.close();
});
