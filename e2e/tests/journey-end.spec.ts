// The end of the journey, in the browser: an admin publishes an interview slot and
// opens Confluence registration on /admin; a student whose final letter is issued books the slot
// and registers, reaches 10/10 • 100% and gets both mails with calendar files; after the training
// (the admin's requests then carry x-program-today) the admin is refused a training certificate
// while the student's attendance is missing, then issues it once every session is marked; its
// downloaded PDF carries a QR code that opens /verify/{code} showing VALID without sign-in, and
// REVOKED with the reason once the admin revokes it. Each new screen is checked by axe, the
// student's and the public page at 375 px too. The slot is cancelled and registration closed at
// the end, so the other specs find the SPEC's "not yet open" screens.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { EVENT_MESSAGES } from '@portal/domain/event';
import { adminSession } from '../support/admin';
import { apiAs, sendAs } from '../support/api';
import { AFTER_TRAINING_HEADERS, attendEverySession, trainingBatchOf } from '../support/certificates';
import { expectAccessiblePage, expectNoSeriousA11yViolations, FIRST_LOAD_TIMEOUT } from '../support/axe';
import { confirmDialog } from '../support/confirm';
import { contrastRatio } from '../support/focus';
import { ensureAdminSignature, studentAtStage } from '../support/journey';
import { staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL, INBOX_URL, SHELL_URL } from '../support/stack-env';
import { attachmentText, waitForMail } from '../../tools/test-support/inbox';
import { qrCodeOnFirstPage } from '../../tools/test-support/pdf-qr';

const PHONE = { width: 375, height: 812 };

async function closeEverything(): Promise<void> {
  const admin = await adminSession();
  const slots = await apiAs<{ items: { id: string; cancelledAt: string | null; company: string }[] }>(
    admin.accessToken,
    '/admin/api/job-slots?size=50',
  );
  for (const slot of slots.items.filter((s) => !s.cancelledAt && s.company === 'Acme Analytics'))
    await sendAs(admin.accessToken, `/admin/api/job-slots/${slot.id}/cancel`, { reason: 'End of the browser test.' });
  await sendAs(admin.accessToken, '/admin/api/event', { registrationOpen: false, startsAt: null, venue: null }, 'PUT');
}

async function openSection(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await region.scrollIntoViewIfNeeded();
  return region;
}

test.describe('the end of the journey', () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterAll(closeEverything);

  test('slot, Confluence and a certificate anyone can verify: from /admin to 10/10 • 100% and /verify', async ({ browser }) => {
    await ensureAdminSignature();
    const email = uniqueEmail('journey-end');
    const studentContext = await browser.newContext();
    const studentTokens = await studentAtStage(email, 'final');
    await useTokens(studentContext, studentTokens, true);
    const student = await studentContext.newPage();

    // The admin publishes a slot for every specialization and opens Confluence registration.
    const adminContext = await browser.newContext();
    await useTokens(adminContext, await staffSession(ADMIN_EMAIL));
    const admin = await adminContext.newPage();
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Open interviews, Confluence and certificates' }).click();
    await expect(admin).toHaveURL(/\/admin\/journey$/);
    const slots = await openSection(admin, 'Interview slots');
    await slots.getByRole('button', { name: 'New slot' }).click();
    const slotForm = admin.getByRole('dialog', { name: 'New interview slot' });
    await slotForm.getByLabel('Company').fill('Acme Analytics');
    await slotForm.getByLabel('Role').fill('Data Analyst (PPO)');
    await slotForm.getByLabel('Starts (India time, IST)').fill('12/01/2026');
    await slotForm.getByLabel('Start time of day (HH:MM, IST)').fill('10:30');
    await slotForm.getByLabel('Duration (minutes)').fill('45');
    await slotForm.getByLabel('Meeting link (https://…)').fill('https://meet.example.com/acme');
    await expectNoSeriousA11yViolations(admin, '/admin/journey, the new slot form');
    await slotForm.getByRole('button', { name: 'Publish and notify students' }).click();
    await expect(admin.getByText('Slot published; eligible students are being mailed.')).toBeVisible();
    await expect(slots.getByText('12 Jan 2026, 10:30 IST · 45 min').first()).toBeVisible();
    await waitForMail(INBOX_URL, email, { subject: /Interview slot open: Acme Analytics/ });

    const event = await openSection(admin, 'Confluence event');
    await event.getByRole('button', { name: 'Edit event' }).click();
    const eventForm = admin.getByRole('dialog', { name: /^Confluence of / });
    await eventForm.getByLabel('Starts (India time, IST)').fill('16/01/2026');
    await eventForm.getByLabel('Start time of day (HH:MM, IST)').fill('10:00');
    await eventForm.getByLabel('Venue').fill('Main Auditorium, Bengaluru');
    await eventForm.getByRole('checkbox', { name: 'Registration open' }).check();
    await eventForm.getByRole('button', { name: 'Save' }).click();
    await expect(event.getByText('Registration open', { exact: true })).toBeVisible();
    await expectAccessiblePage(admin, '/admin/journey', {
      heading: 'Interviews, Confluence and certificates',
      title: 'Interviews, Confluence and certificates — Career Portal',
    });

    // The student books the slot with the keyboard and registers from the dashboard's card.
    await student.goto('/student-main/jobs');
    const book = student.getByRole('button', { name: /^Book the Acme Analytics interview on 12 Jan 2026, 10:30 IST$/ });
    await expect(book).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expectAccessiblePage(student, '/student-main/jobs, open slots', { heading: 'Jobs/PPO', title: 'Jobs/PPO — Career Portal' });
    await book.focus();
    await student.keyboard.press('Enter');
    await confirmDialog(student, 'Yes, book');
    await expect(student.getByText('Your interview is booked')).toBeVisible();
    await expect(student.getByRole('link', { name: 'https://meet.example.com/acme' })).toBeVisible();
    await student.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(student, '/student-main/jobs, booked');
    await student.setViewportSize({ width: 1366, height: 900 });

    await student.goto('/student-main');
    const card = student.getByRole('region', { name: 'Confluence event' });
    await card.getByRole('link', { name: 'Register' }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'Confluence event' })).toBeVisible();
    await student.getByRole('button', { name: 'Register' }).click();
    await confirmDialog(student, 'Yes, register');
    await expect(student.getByRole('button', { name: 'Registered' })).toBeVisible();
    await student.goto('/student-main');
    await expect(card.getByRole('button', { name: 'Registered' })).toBeVisible();
    await expect(student.getByText('10/10 • 100%')).toBeVisible();
    // Every card's button sits inside its card, at 1366 and at 375 px.
    for (const width of [1366, PHONE.width]) {
      await student.setViewportSize({ width, height: 900 });
      const overflowing = await student.evaluate(() =>
        [...document.querySelectorAll('[role="region"][aria-labelledby^="step-"], [role="region"][aria-labelledby^="info-"]')]
          .filter((card) => {
            const box = card.getBoundingClientRect();
            return [...card.querySelectorAll('a, button')].some((b) => b.getBoundingClientRect().bottom > box.bottom + 0.5);
          })
          .map((card) => card.getAttribute('aria-labelledby')),
      );
      expect(overflowing, `cards whose button hangs out at ${width} px`).toEqual([]);
      // Done reads as done: each done chip's words, check mark and badge, and each card's
      // Done tag, stand out from what they sit on (AA: 4.5:1 for text, 3:1 for the mark and the badge).
      const done = await student.evaluate(() => {
        const style = (el: Element) => getComputedStyle(el);
        const chips = [...document.querySelectorAll('li[data-state="done"]')].map((li) => {
          const chip = li.firstElementChild!;
          const [badge, label] = [...chip.children];
          return {
            what: `chip ${li.getAttribute('data-step')}`,
            text: style(label!).color,
            on: style(chip).backgroundColor,
            mark: style(badge!).color,
            badge: style(badge!).backgroundColor,
          };
        });
        const tags = [...document.querySelectorAll('[role="region"][aria-labelledby^="step-"] .ant-tag')]
          .filter((tag) => tag.textContent?.trim() === 'Done')
          .map((tag) => ({
            what: `tag of ${tag.closest('[role="region"]')!.getAttribute('aria-labelledby')}`,
            text: style(tag).color,
            on: style(tag).backgroundColor,
          }));
        return { chips, tags };
      });
      expect(done.chips).toHaveLength(10);
      expect(done.tags.length).toBeGreaterThan(0);
      for (const c of [...done.chips, ...done.tags])
        expect(contrastRatio(c.text, c.on), `${c.what}: ${c.text} on ${c.on}`).toBeGreaterThanOrEqual(4.5);
      for (const c of done.chips) {
        expect(contrastRatio(c.mark, c.badge), `${c.what} check mark: ${c.mark} on ${c.badge}`).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(c.badge, c.on), `${c.what} badge: ${c.badge} on ${c.on}`).toBeGreaterThanOrEqual(3);
      }
    }
    await student.setViewportSize({ width: 1366, height: 900 });

    const booked = await waitForMail(INBOX_URL, email, { subject: /Interview booked: Acme Analytics/ });
    expect(await attachmentText(INBOX_URL, booked, 'interview.ics')).toContain('DTSTART:20260112T050000Z');
    const registered = await waitForMail(INBOX_URL, email, { subject: /registered for Confluence/ });
    expect(await attachmentText(INBOX_URL, registered, 'confluence.ics')).toContain('DTSTART:20260116T043000Z');
    expect(registered.html).toContain(`${SHELL_URL}/student-main/confluence`);

    // The admin issues a training certificate once the student has earned it, on a day after the
    // training (the admin's requests from here on carry x-program-today): refused while the
    // student's attendance is missing, issued once every session of the batch is marked.
    await trainingBatchOf(studentTokens);
    await admin.setExtraHTTPHeaders(AFTER_TRAINING_HEADERS);
    const certificates = await openSection(admin, 'Certificates');
    await certificates.getByLabel('Find a student by name or e-mail').fill(email);
    await certificates.getByRole('button', { name: 'Find' }).click();
    await certificates.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
    await expect(certificates.getByText('No certificate issued yet.')).toBeVisible();
    await certificates.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(admin.getByText(/^attended 0 of \d+ \(0%\); 75% needed$/)).toBeVisible();
    await expect(certificates.getByText('No certificate issued yet.')).toBeVisible();
    await attendEverySession(studentTokens);
    await certificates.getByRole('button', { name: 'Issue', exact: true }).click();
    await expect(admin.getByText(/^Certificate of Industrial Training issued to /)).toBeVisible();

    // The student downloads it; its QR code opens the public page, which says VALID without sign-in.
    await student.goto('/student-main/certificates');
    const download = student.getByRole('button', { name: 'Download Certificate of Industrial Training' });
    await expect(download).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expectAccessiblePage(student, '/student-main/certificates', { heading: 'Certificates', title: 'Certificates — Career Portal' });
    await student.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(student, '/student-main/certificates');
    const [file] = await Promise.all([student.waitForEvent('download'), download.click()]);
    const verifyUrl = qrCodeOnFirstPage(readFileSync(await file.path()));
    expect(verifyUrl).toMatch(new RegExp(`^${SHELL_URL}/verify/[2-9A-HJKMNP-Z]{12}$`));

    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    await visitor.goto(verifyUrl!);
    await expect(visitor.getByText('Valid certificate')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expect(visitor.getByText('Certificate of Industrial Training')).toBeVisible();
    // The title the page server sent for the certificate (its holder is completeProfile's name), kept once the page's code runs.
    await expectAccessiblePage(visitor, '/verify/{code}, valid', {
      heading: 'Verify a certificate',
      title: 'Certificate of Industrial Training — Asha Rao — Career Portal',
    });

    // Revoked on /admin: the public page says so with the reason.
    await certificates.getByRole('button', { name: /^Revoke Certificate of Industrial Training of / }).click();
    const revoke = admin.getByRole('dialog', { name: /^Revoke the Certificate of Industrial Training/ });
    await revoke.getByLabel('Reason').fill('Issued to the wrong student.');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(certificates.getByText('Revoked', { exact: true })).toBeVisible();
    await admin.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(admin, "/admin/journey, a student's certificates");
    await visitor.reload();
    await expect(visitor.getByText('Revoked certificate')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expect(visitor.getByText(/Reason: Issued to the wrong student\./)).toBeVisible();
    await expectNoSeriousA11yViolations(visitor, '/verify/{code}, revoked');

    // Typing a code on /verify with the keyboard alone.
    const code = verifyUrl!.split('/').pop()!;
    await visitor.setViewportSize({ width: 1366, height: 900 });
    await visitor.goto('/verify');
    await expectAccessiblePage(visitor, '/verify', { heading: 'Verify a certificate', title: 'Verify a certificate — Career Portal' });
    await visitor.getByLabel('Certificate ID').focus();
    await visitor.keyboard.type(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase());
    await visitor.keyboard.press('Enter');
    await expect(visitor).toHaveURL(new RegExp(`/verify/${code}$`));
    await expect(visitor.getByText('Revoked certificate')).toBeVisible();

    // The trust pages a visitor reads before paying, from the landing page's footer.
    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
    await expect(visitor.getByText('GSTIN', { exact: false })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expectAccessiblePage(visitor, '/refund-policy', { heading: 'Refund policy', title: 'Refund policy — Career Portal' });

    await visitorContext.close();
    await adminContext.close();
    await studentContext.close();
  });

  test("the Confluence section says 'Registration not yet opened' with Register disabled while registration is closed", async ({
    page,
    context,
  }) => {
    await closeEverything();
    await useTokens(context, await studentAtStage(uniqueEmail('confluence-closed'), 'fee'), true);
    await page.setViewportSize(PHONE);
    await page.goto('/student-main/confluence');
    await expect(page.getByText(EVENT_MESSAGES.closed)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
    await expectAccessiblePage(page, '/student-main/confluence, closed', {
      heading: 'Confluence event',
      title: 'Confluence event — Career Portal',
    });
  });
});
