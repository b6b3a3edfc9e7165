// The mentor's area: an address made MENTOR with `npm run user:role` signs in on the screens and lands
// on /mentor, served by mfe-mentor alone; an admin assigns an intern on /admin/mentors; the mentor sees
// them with the internship's dates, and the projects of their specializations. Every screen passes axe
// at 1366 and 375 px.
import { expect, test } from '@playwright/test';
import { adminSession } from '../support/admin';
import { apiAs } from '../support/api';
import { FIRST_LOAD_TIMEOUT, accessibleAtBothWidths, expectNoSeriousA11yViolations } from '../support/axe';
import { studentAtStage } from '../support/journey';
import { makeMentor, profileMentor } from '../support/mentor';
import { enterEmailAndCode, uniqueEmail, useTokens } from '../support/session';
import { REMOTE_PORTS } from '../support/stack-env';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };

test.use({ viewport: DESKTOP });

test('a mentor signs in to /mentor, served by mfe-mentor alone, and sees the intern an admin assigns', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const mentorEmail = uniqueEmail('mentor');
  await makeMentor(mentorEmail);
  const internEmail = uniqueEmail('intern');
  const intern = await studentAtStage(internEmail, 'specialization');
  const { specialization } = await apiAs<{ specialization: string }>(intern.accessToken, '/student/specialization');

  // The admin writes the mentor's profile, then assigns the intern on /admin/mentors.
  const admin = await adminSession();
  const mentorId = await profileMentor(mentorEmail, specialization);
  const adminContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await useTokens(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: 'Open the mentors' }).click();
  const assignment = adminPage.getByRole('region', { name: 'Assign interns' });
  await expect(assignment.getByText(/No intern matches|@e2e\.test/).first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(adminPage, '/admin/mentors', { heading: 'Mentors', title: 'Mentors — Career Portal' });
  // The profile dialog, checked open at both widths, then left unchanged.
  await adminPage
    .getByRole('row')
    .filter({ hasText: mentorEmail })
    .getByRole('button', { name: /^Edit the profile of/ })
    .click();
  const dialog = adminPage.getByRole('dialog', { name: `Mentor profile of ${mentorEmail}` });
  await expect(dialog.getByLabel('Name (printed on letters)')).toHaveValue('Meera Iyer');
  for (const viewport of [DESKTOP, PHONE]) {
    await adminPage.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(adminPage, '/admin/mentors, profile dialog');
  }
  await adminPage.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await assignment.getByLabel('Specialization').selectOption(specialization);
  await assignment.getByRole('button', { name: 'Apply' }).click();
  const internRow = assignment.getByRole('checkbox', { name: new RegExp(`\\(${internEmail.replace(/[.+]/g, '\\$&')}\\)$`) });
  // The list pages 20 at a time: the newest intern of a busy run may be on a later page.
  await expect(internRow.or(assignment.getByRole('listitem', { name: 'Next Page' })).first()).toBeVisible();
  while (!(await internRow.isVisible())) await assignment.getByRole('listitem', { name: 'Next Page' }).click();
  await internRow.check();
  await assignment.getByLabel('Mentor to assign to').selectOption(mentorId);
  await assignment.getByRole('button', { name: 'Assign selected (1)' }).click();
  await expect(assignment.getByRole('status')).toContainText('1 assigned to Meera Iyer (now 1 of');
  await adminContext.close();

  // The mentor signs in on the screens and lands on their home, loaded from mfe-mentor only.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await enterEmailAndCode(page, mentorEmail);
  await expect(page).toHaveURL(/\/mentor$/, { timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'My interns' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByText(`Meera Iyer, Principal Data Scientist · ${specialization} · 1 of`)).toBeVisible();
  const row = page.getByRole('region', { name: 'Interns' }).getByRole('row').filter({ hasText: internEmail });
  await expect(row).toBeVisible();
  await expect(row).toContainText(specialization);
  await expect(row).toContainText(/\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}/);
  await page.waitForLoadState('networkidle');
  const ports = new Set(requested.map((u) => new URL(u).port));
  expect(ports.has(String(REMOTE_PORTS.mfe_mentor))).toBe(true);
  for (const other of [REMOTE_PORTS.mfe_student, REMOTE_PORTS.mfe_admin, REMOTE_PORTS.mfe_ca]) {
    const remoteEntries = requested.filter((u) => new URL(u).port === String(other));
    expect(remoteEntries, `requests went to port ${other}`).toEqual([]);
  }
  await expect(page.getByRole('region', { name: 'Week states' }).getByRole('row').filter({ hasText: specialization })).toBeVisible();
  await accessibleAtBothWidths(page, '/mentor', { heading: 'My interns', title: 'My interns — Career Portal' });

  // The projects of the mentor's specializations: one form per batch, the intern's among them.
  await page.getByRole('link', { name: 'Projects of your specializations' }).click();
  await expect(page.getByRole('region', { name: new RegExp(`^${specialization}, `) }).first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Save the project' }).first()).toBeVisible();
  await accessibleAtBothWidths(page, '/mentor/projects', { heading: 'Projects', title: 'Projects — Career Portal' });

  // A mentor on another area's path is sent home; the mentor area has its own not-found page.
  await page.goto('/admin/mentors');
  await expect(page).toHaveURL(/\/mentor$/, { timeout: FIRST_LOAD_TIMEOUT });
  await page.goto('/mentor/x');
  await accessibleAtBothWidths(page, '/mentor/x', { heading: 'Mentor page not found', title: 'Mentor page not found — Career Portal' });
  // An intern who is not theirs (the API's 404) shows the same page.
  await page.goto(`/mentor/interns/${mentorId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentor page not found' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
});
