// The internship with a mentor, on the screens: an admin assigns an intern (a student with the final letter, whose
// specialization is final, starting 10 Dec 2025 for 6 weeks) to a mentor; on days of the internship
// (each page's API requests carry x-program-today) the intern writes week 1's report on
// /student-main/internship and the mentor accepts it on /mentor/interns/{id}; the mentor asks for
// changes to week 2's, the intern edits it, the mentor accepts it (both see the earlier request kept); after the last week the mentor
// submits the final evaluation on the rubric and the intern reads it; the internship and excellence
// certificates are issued from those facts and a visitor's /verify names the mentor. The mentor's intern page and
// its evaluation form, and the home with a report to review, pass axe at 1366 and 375 px.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { EVALUATION_CRITERIA } from '@portal/domain/internship';
import { adminSession } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { FIRST_LOAD_TIMEOUT, expectAccessiblePage } from '../support/axe';
import { ensureAdminSignature, studentAtStage } from '../support/journey';
import { mentorSession, profileMentor } from '../support/mentor';
import { onProgramDay } from '../support/program-day';
import { uniqueEmail, useTokens, type Tokens } from '../support/session';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };

// The journey's choice (support/journey.ts): DEC10, 6 weeks: week 1 is 10–16 Dec, week 2 17–23 Dec, the last day 20 Jan 2026.
const IN_WEEK_1 = '2025-12-12';
const IN_WEEK_2 = '2025-12-19';
const AFTER_THE_LAST_WEEK = '2026-01-22';

async function pageAs(browser: Browser, tokens: Tokens, day: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await useTokens(context, tokens, true);
  const page = await context.newPage();
  await onProgramDay(page, day);
  return page;
}

async function accessibleAtBothWidths(page: Page, state: string, structure: { heading: string; title: string }) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectAccessiblePage(page, state, structure);
  }
  await page.setViewportSize(DESKTOP);
}

const weekOf = (page: Page, n: number): Locator => page.getByRole('listitem', { name: new RegExp(`^Week ${n}:`) });

async function writeReport(intern: Page, week: number, done: string, button: string) {
  await intern.goto('/student-main/internship');
  const item = weekOf(intern, week);
  await expect(item).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await item.getByLabel('What I did this week').fill(done);
  await item.getByLabel('What comes next').fill('Train the first model and compare it with the baseline.');
  await item.getByLabel('Hours worked').fill('30');
  await item.getByLabel(/^Links/).fill('https://github.com/asha/churn');
  await item.getByRole('button', { name: button }).click();
  await expect(intern.getByText('Your report was saved.')).toBeVisible();
}

test.use({ viewport: DESKTOP });

test('an intern writes weekly reports, the mentor reviews them and evaluates; the internship and excellence certificates follow', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const mentorEmail = uniqueEmail('mentor');
  const mentorTokens = await mentorSession(mentorEmail);
  const internTokens = await studentAtStage(uniqueEmail('intern'), 'final');
  const [{ specialization }, me] = await Promise.all([
    apiAs<{ specialization: string }>(internTokens.accessToken, '/student/specialization'),
    apiAs<{ id: string; name: string }>(internTokens.accessToken, '/me'),
  ]);

  // The admin gives the mentor a profile of the intern's specialization and assigns the intern.
  const admin = await adminSession();
  const mentorId = await profileMentor(mentorEmail, specialization);
  const assigned = await sendAs<{ assigned: { id: string }[] }>(admin.accessToken, `/admin/api/mentors/${mentorId}/interns`, {
    internIds: [me.id],
  });
  expect(assigned.assigned.map((a) => a.id)).toEqual([me.id]);

  // Week 1: the intern reports; the mentor finds it in the queue and accepts it.
  const intern = await pageAs(browser, internTokens, IN_WEEK_1);
  await writeReport(intern, 1, 'Cleaned the subscriber data and built the feature pipeline.', 'Submit week 1 report');
  const mentorPage = await pageAs(browser, mentorTokens, IN_WEEK_1);
  await mentorPage.goto('/mentor');
  const queue = mentorPage.getByRole('region', { name: /^Reports to review/ });
  await expect(queue.getByRole('link', { name: `${me.name}, week 1` })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await accessibleAtBothWidths(mentorPage, '/mentor with a report to review', {
    heading: 'My interns',
    title: 'My interns — Career Portal',
  });
  await queue.getByRole('link', { name: `${me.name}, week 1` }).click({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(mentorPage).toHaveURL(new RegExp(`/mentor/interns/${me.id}#week-1$`));
  await expect(weekOf(mentorPage, 1).getByText('Cleaned the subscriber data and built the feature pipeline.')).toBeVisible({
    timeout: FIRST_LOAD_TIMEOUT,
  });
  await expect(weekOf(mentorPage, 1).getByRole('link', { name: 'https://github.com/asha/churn' })).toHaveAttribute('rel', /noopener/);
  await accessibleAtBothWidths(mentorPage, '/mentor/interns/{id}, a report to review', {
    heading: me.name,
    title: `${me.name} — Career Portal`,
  });
  await weekOf(mentorPage, 1).getByRole('button', { name: 'Accept week 1' }).click();
  await expect(weekOf(mentorPage, 1).getByText('Accepted', { exact: true })).toBeVisible();

  // Week 2: the mentor asks for changes; the intern edits the report; the mentor accepts it.
  await onProgramDay(intern, IN_WEEK_2);
  await onProgramDay(mentorPage, IN_WEEK_2);
  await writeReport(intern, 2, 'Trained a baseline model on the cleaned data.', 'Submit week 2 report');
  await mentorPage.reload();
  const week2 = weekOf(mentorPage, 2);
  await week2.getByRole('button', { name: 'Ask for changes' }).click({ timeout: FIRST_LOAD_TIMEOUT });
  await week2.getByRole('button', { name: 'Send the request for changes' }).click();
  await expect(week2.getByText('Please say what should change: asking for changes needs a comment.')).toBeVisible();
  await week2.getByLabel("What should change in week 2's report").fill('Please add the baseline model’s accuracy.');
  await week2.getByRole('button', { name: 'Send the request for changes' }).click();
  await expect(week2.getByText('Changes asked', { exact: true })).toBeVisible();

  await intern.goto('/student-main/internship');
  await expect(weekOf(intern, 2).getByText('Please add the baseline model’s accuracy.')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await writeReport(intern, 2, 'Trained a baseline model on the cleaned data: 81% accuracy.', 'Save week 2 report');
  await mentorPage.reload();
  await expect(week2.getByText('Trained a baseline model on the cleaned data: 81% accuracy.')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await week2.getByRole('button', { name: 'Accept week 2' }).click();
  await expect(week2.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mentorPage.getByRole('region', { name: 'Review history' })).toContainText('Week 2: Accepted on');
  // Every review is kept: the request for changes stays under the week's latest review, and in the history.
  const changesAsked = /^Changes asked on .+ by Meera Iyer — “Please add the baseline model’s accuracy\.”$/;
  await expect(week2.getByRole('list', { name: 'Earlier reviews of week 2' }).getByRole('listitem')).toHaveText([changesAsked]);
  await expect(mentorPage.getByRole('region', { name: 'Review history' })).toContainText('Week 2: Changes asked on');

  // After the last week: the mentor gives the final evaluation; the intern reads it.
  await onProgramDay(mentorPage, AFTER_THE_LAST_WEEK);
  await mentorPage.reload();
  const evaluation = mentorPage.getByRole('region', { name: 'Final evaluation' });
  await expect(evaluation.getByRole('button', { name: 'Submit the evaluation' })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  for (const criterion of EVALUATION_CRITERIA) {
    await evaluation
      .getByRole('group', { name: criterion.label })
      .getByRole('radio', { name: `4 — ${criterion.levels[3]}` })
      .check();
  }
  await expect(evaluation.getByText('Score: 4.0 out of 5')).toBeVisible();
  await evaluation.getByLabel('Comment to the intern').fill('Careful, steady work with clear weekly reports.');
  await accessibleAtBothWidths(mentorPage, '/mentor/interns/{id}, the final evaluation', {
    heading: me.name,
    title: `${me.name} — Career Portal`,
  });
  await evaluation.getByRole('button', { name: 'Submit the evaluation' }).click();
  await expect(mentorPage.getByText('The evaluation was saved.')).toBeVisible();
  await expect(evaluation.getByRole('button', { name: 'Save the evaluation' })).toBeVisible();

  await onProgramDay(intern, AFTER_THE_LAST_WEEK);
  await intern.goto('/student-main/internship');
  const given = intern.getByRole('region', { name: 'Your final evaluation' });
  await expect(given.getByText('Score: 4.0 out of 5')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(given).toContainText('Careful, steady work with clear weekly reports.');
  await expect(weekOf(intern, 2).getByRole('list', { name: 'Earlier reviews of week 2' }).getByRole('listitem')).toHaveText([changesAsked]);

  // The certificates follow from what was measured: the mentor waives the weeks the intern did not
  // report; the internship certificate, then excellence (4.0 meets the cohort's 4.0 line), are issued
  // after the last day; a visitor's /verify says who supervised it and the score.
  const afterTheEnd = { 'x-program-today': AFTER_THE_LAST_WEEK };
  for (const week of [3, 4, 5, 6])
    await sendAs(
      mentorTokens.accessToken,
      `/mentor/api/interns/${me.id}/weeks/${week}/waive`,
      { reason: 'Holiday week agreed with the mentor.' },
      'POST',
      afterTheEnd,
    );
  await ensureAdminSignature();
  const issue = (type: 'INTERNSHIP' | 'EXCELLENCE') =>
    sendAs<{ code: string }>(admin.accessToken, '/admin/api/certificates', { userId: me.id, type }, 'POST', afterTheEnd);
  await issue('INTERNSHIP');
  const excellence = await issue('EXCELLENCE');
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(`/verify/${excellence.code}`);
  await expect(visitor.getByText('Valid certificate')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(visitor.getByText('Supervised by Meera Iyer, Principal Data Scientist')).toBeVisible();
  await expect(visitor.getByText('4.0 out of 5')).toBeVisible();
  await visitor.close();

  await intern.context().close();
  await mentorPage.context().close();
});
