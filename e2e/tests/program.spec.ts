import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { confirmDialog } from '../support/confirm';
import { pdfText } from '../support/pdf-text';
import { pdfFile } from '../support/files';
import { PNG } from 'pngjs';
import { MESSAGES } from '../../domain/src/messages';
import { publicSeats } from '../support/api';
import { studentPaymentRow } from '../support/student-payments';
import { acceptPrivacyNotice, enterEmailAndCode, staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL } from '../support/stack-env';

// Two shared cores run several stacks at once: screens and remotes can take well over 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Draws a signature-like stroke across a pad with the mouse (signature_pad reads pointer events). */
async function drawSignature(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(box.x + box.width * (0.1 + (0.75 * i) / 24), y + Math.sin(i / 2) * box.height * 0.25, { steps: 2 });
  }
  await page.mouse.up();
}

/** The confirm dialog holding `button`, and a click on it. */
const confirmWith = confirmDialog;

/** A scanned signature: dark ink on white, 1200×400, as a PNG file. */
function scannedSignature(): Buffer {
  const png = new PNG({ width: 1200, height: 400 });
  png.data.fill(255);
  for (let x = 100; x < 1100; x++) {
    const y = Math.round(200 + Math.sin(x / 40) * 80);
    for (let dy = -3; dy <= 3; dy++) png.data.set([25, 25, 60, 255], ((y + dy) * 1200 + x) * 4);
  }
  return PNG.sync.write(png);
}

test.describe.configure({ mode: 'serial' });

test('an admin draws and saves the authorized signature, then replaces it with an uploaded image', async ({ page, context }) => {
  test.setTimeout(120_000);
  await useTokens(context, await staffSession(ADMIN_EMAIL));
  await page.goto('/admin');
  const manager = page.locator('.portal-panel').filter({ has: page.getByRole('heading', { name: 'Authorized signature' }) });
  await expect(manager.getByText(/No signature yet|Signature saved/)).toBeVisible();
  const replacing = await manager.getByText('Signature saved').isVisible();
  const saveButton = manager.getByRole('button', { name: replacing ? 'Replace signature' : 'Save signature' });

  // The editor opens on demand. Nothing drawn yet.
  await manager.getByRole('button', { name: replacing ? 'Change the signature' : 'Add the signature' }).click();
  await saveButton.click();
  await expect(page.getByText(MESSAGES.noSignatureCaptured)).toBeVisible();

  await drawSignature(page, manager.getByRole('img', { name: 'Authorized signature pad' }));
  await saveButton.click();
  await confirmWith(page, replacing ? 'Replace' : 'Save');
  await expect(page.getByText(replacing ? MESSAGES.signatureReplaced : MESSAGES.signatureSaved)).toBeVisible();
  await expect(manager.getByText('Signature saved')).toBeVisible();
  await expect(manager.getByText(/^Updated /)).toBeVisible();
  await expect(manager.getByRole('img', { name: 'Current authorized signature' })).toBeVisible();

  // Replace it with an uploaded scan, drawn onto 640×220.
  await manager.getByRole('button', { name: 'Change the signature' }).click();
  await manager.getByText('Upload image', { exact: true }).click();
  await manager
    .locator('input[type=file]')
    .setInputFiles({ name: 'signature-scan.png', mimeType: 'image/png', buffer: scannedSignature() });
  const chosen = manager.getByRole('img', { name: 'Chosen signature' });
  await expect(chosen).toBeVisible();
  expect(await chosen.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([640, 220]);
  await manager.getByRole('button', { name: 'Replace signature' }).click();
  await confirmWith(page, 'Replace', 'Letters already issued keep the signature they were made with.');
  // The first save's message may still be on screen when it was a replacement too.
  await expect(page.getByText(MESSAGES.signatureReplaced).last()).toBeVisible();
  const preview = manager.getByRole('img', { name: 'Current authorized signature' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
});

test("a student's whole journey from sign-in to the final offer letter, with an admin beside", async ({ browser }) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('journey');
  const adminTokens = await staffSession(ADMIN_EMAIL);
  const adminContext = await browser.newContext();
  await useTokens(adminContext, adminTokens);
  const admin = await adminContext.newPage();
  const studentContext = await browser.newContext({ acceptDownloads: true });
  const student = await studentContext.newPage();

  // Sign-in with the e-mailed code, then the profile.
  await student.goto('/login');
  await enterEmailAndCode(student, email);
  await expect(student).toHaveURL(/\/onboarding$/);
  await acceptPrivacyNotice(student);
  await student.getByLabel('Full name').fill('Kavya Nair');
  await student.getByLabel('Country').selectOption('India');
  await student.getByLabel('State', { exact: true }).selectOption('Kerala');
  await student.getByLabel('Phone').click();
  await student.keyboard.type('9876543210');
  await student.getByRole('button', { name: 'Save Profile' }).click();
  await expect(student).toHaveURL(/\/dashboard$/);

  // Step 1: the student uploads the ID, the admin approves it.
  await student.locator('input[type=file]').setInputFiles(pdfFile());
  await expect(student.getByText('PENDING').first()).toBeVisible();
  await admin.goto('/admin');
  await admin.getByLabel('Filter by e-mail').fill(email);
  await admin.getByLabel('Filter by e-mail').press('Enter');
  const proofRow = admin.getByRole('region', { name: 'ID proof verification' }).getByRole('row').filter({ hasText: email });
  await expect(proofRow).toContainText('PENDING');
  await proofRow.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(admin.getByText('Approved.')).toBeVisible();
  await student.reload();
  await expect(student).toHaveURL(/\/student-main$/);

  // Steps 2-3: the admin sets the payment link and verifies the fee on /admin/students.
  const row = await studentPaymentRow(admin, email);
  await row.getByRole('button', { name: `Set payment link of ${email}` }).click();
  const modal = admin.getByRole('dialog').filter({ hasText: 'Set Payment Link' });
  await modal.getByRole('textbox', { name: 'Payment link URL' }).fill('https://rzp.io/l/e2e-journey');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(MESSAGES.paymentLinkSaved)).toBeVisible();
  await row.getByRole('button', { name: `Verify fee of ${email}`, exact: true }).click();
  await confirmWith(admin, 'Yes');
  await expect(admin.getByText(MESSAGES.feeVerified)).toBeVisible();

  // The landing page counts this student's seat once the selection is final.
  // The live count from the API: the page shows the baseline until its own request answers. Specs
  // running beside this one finalize selections too, so the count is only known to grow.
  const filledBefore = (await publicSeats()).totals.filled;
  const landing = await studentContext.newPage();
  await landing.goto('/');
  const filledShown = async () => Number(/(\d+) of 250/.exec((await landing.getByTestId('seats-filled').textContent()) ?? '')?.[1]);
  await expect.poll(filledShown).toBeGreaterThanOrEqual(filledBefore);
  const shownBefore = await filledShown();

  // Step 4: specialization.
  await student.goto('/student-main/specializations');
  await expect(student.getByRole('heading', { level: 1, name: 'Your Selected Path' })).toBeVisible();
  await student.getByRole('button', { name: 'Finalize selection' }).click();
  await expect(student.getByText(MESSAGES.specializationRequired)).toBeVisible();
  await student.getByLabel('Specialization').click();
  await student.getByRole('option', { name: /^Full-Stack Development — \d+ of 35 seats left$/ }).click();
  await student.getByText('Mon, 15 Dec 2025').click();
  await student.getByText('8 weeks').click();
  await student.getByRole('button', { name: 'Finalize selection' }).click();
  await confirmWith(student, 'Yes, finalize', 'This cannot be changed later.');
  await expect(student.getByText(MESSAGES.selectionFinalized)).toBeVisible();
  await expect(student.getByText('Your selection is finalized.')).toBeVisible();
  await landing.reload();
  await expect.poll(filledShown).toBeGreaterThan(shownBefore);
  await landing.close();

  // Step 5: background.
  await student.getByRole('link', { name: 'Next: Your Background' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Your Background' })).toBeVisible();
  await student.getByText('Professional', { exact: true }).click();
  await student.getByLabel('Job Title').fill('Frontend Developer');
  await student.getByLabel('Current Company/Organization').fill('Backwater Labs');
  await student.getByLabel('Experience (months)').fill('2.5');
  await student.getByRole('button', { name: 'Submit background' }).click();
  await expect(student.getByText(MESSAGES.experienceWhole)).toBeVisible();
  await student.getByLabel('Experience (months)').fill('30');
  await student.getByRole('button', { name: 'Submit background' }).click();
  await confirmWith(student, 'Yes, submit', 'This cannot be changed later.');
  await expect(student.getByText(MESSAGES.backgroundSubmitted)).toBeVisible();

  // Step 6: the address, then the draft the worker issues.
  await student.getByRole('link', { name: 'Next: Internship Offer Letter' }).click();
  await student.getByLabel('Mailing address').fill('Kochi');
  await student.getByRole('button', { name: 'Request offer letter' }).click();
  await expect(student.getByText(MESSAGES.addressIncomplete)).toBeVisible();
  await student.getByLabel('Mailing address').fill('12/400 Marine Drive, Ernakulam, Kochi 682031, Kerala');
  await student.getByRole('button', { name: 'Request offer letter' }).click();
  await confirmWith(student, 'Yes, request', 'This cannot be changed later.');
  await expect(student.getByText(MESSAGES.offerRequested)).toBeVisible();
  await expect(student.getByTitle('Your draft internship offer letter (PDF)')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([student.waitForEvent('download'), student.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Offer-Letter-Draft-CP\d{2}-\d{6}\.pdf$/);

  // Step 7: the signature, drawn with the mouse.
  await student.getByRole('link', { name: 'Sign the letter' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Your Signature' })).toBeVisible();
  await student.getByRole('button', { name: 'Finalize signature' }).click();
  await expect(student.getByText(MESSAGES.signatureBlank)).toBeVisible();
  await drawSignature(student, student.getByRole('img', { name: 'Your signature' }));
  await student.getByRole('button', { name: 'Finalize signature' }).click();
  await confirmWith(student, 'Yes, finalize', 'This cannot be changed later.');
  await expect(student.getByText(MESSAGES.signatureFinalized).first()).toBeVisible();

  // Step 8: signing lands on the final letter's page, never on 'already finalized': a finished signature is a success, not an error.
  await expect(student).toHaveURL(/\/student-main\/final-offer-letter$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Final Signed Internship Offer Letter' })).toBeVisible();
  await expect(student.getByText(/^Signed — your final letter is (being issued|ready)$/)).toBeVisible();
  await expect(student.getByText(MESSAGES.signatureAlreadyFinal)).toHaveCount(0);
  await expect(student.getByText('Signed — your final letter is ready')).toBeVisible({ timeout: 30_000 });
  await expect(student.getByTitle('Your signed internship offer letter (PDF)')).toBeVisible({ timeout: 30_000 });
  // Its words are a signed letter's.
  const [finalPdf] = await Promise.all([student.waitForEvent('download'), student.getByRole('button', { name: 'Download' }).click()]);
  const finalWords = (await pdfText(await readFile((await finalPdf.path())!))).replace(/\s+/g, ' ');
  baseExpect(finalWords).toMatch(/accepted this offer by signing it electronically on/);
  baseExpect(finalWords).not.toMatch(/sign it from your dashboard|Sign from your dashboard/i);
  const [tab] = await Promise.all([studentContext.waitForEvent('page'), student.getByRole('button', { name: 'View' }).click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // The journey: 8 of 10, and Jobs open.
  await student.getByRole('link', { name: /Back to Main Dashboard/ }).click();
  await expect(student.getByText('8/10 • 80%')).toBeVisible();
  await student.goto('/student-main/jobs');
  await expect(student.getByText('When Slots are open, you will be notified')).toBeVisible();

  await adminContext.close();
  await studentContext.close();
});
