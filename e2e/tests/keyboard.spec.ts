// The portal by keyboard alone: sign-in, onboarding and admin tasks without a mouse, a
// visible focus ring at every stop (computed styles), focus on the new page's h1 after each
// navigation, the skip link, and nothing focused hidden under the sticky header or call to action.
import { expect, test, type Page } from '@playwright/test';
import { calendarNow, istDay } from '@portal/domain/calendar';
import { FIRST_LOAD_TIMEOUT } from '../support/axe';
import { expectVisibleFocus, tabTo, waitForPageCode } from '../support/focus';
import { adminSession, uploadIdViaApi } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { pngFile } from '../support/files';
import { studentAtStage } from '../support/journey';
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
import { ADMIN_EMAIL, API_URL } from '../support/stack-env';

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
