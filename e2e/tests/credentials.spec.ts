// A certificate as an Open Badges 3.0 verifiable credential, as people use it: the student downloads
// the credential's JSON from their certificates page; a visitor who is not signed in drops it on
// /verify and reads "Valid"; after the admin revokes the certificate the same file reads "Revoked"
// with the reason, and the link preview's image changes (its URL carries a new version).
import { expect, test, type Page } from '@playwright/test';
import { adminSession } from '../support/admin';
import { sendAs } from '../support/api';
import { earnedTrainingCertificate } from '../support/certificates';
import { FIRST_LOAD_TIMEOUT } from '../support/axe';
import { waitForPageCode } from '../support/focus';
import { studentAtStage } from '../support/journey';
import { uniqueEmail, useTokens } from '../support/session';
import { SHELL_URL } from '../support/stack-env';

/** The og:image the server-rendered page of a certificate names. */
async function previewImage(page: Page, code: string): Promise<string> {
  const html = await (await page.request.get(`${SHELL_URL}/verify/${code}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image, 'og:image on the certificate page').toBeTruthy();
  return image!;
}

async function dropOnVerify(page: Page, file: string) {
  await page.goto('/verify');
  await waitForPageCode(page);
  await page.getByLabel('Choose a credential file').setInputFiles(file);
}

test('a downloaded credential verifies on /verify, and reads revoked once the certificate is revoked', async ({ browser }) => {
  const tokens = await studentAtStage(uniqueEmail('vc'), 'specialization');
  const { id, code } = await earnedTrainingCertificate(tokens);

  const studentContext = await browser.newContext();
  await useTokens(studentContext, tokens, true);
  const student = await studentContext.newPage();
  await student.goto('/student-main/certificates');
  const button = student.getByRole('button', { name: 'Download credential (JSON) of Certificate of Industrial Training' });
  await expect(button).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  const [download] = await Promise.all([student.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`credential-training-${code}.json`);
  const file = await download.path();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await dropOnVerify(visitor, file);
  // The verdict: valid and revoked both say the credential was issued by this program.
  const verdict = visitor.getByRole('status').filter({ hasText: 'was issued by this program' });
  await expect(verdict).toContainText('Valid', { timeout: FIRST_LOAD_TIMEOUT });
  await expect(verdict).toContainText('is unchanged, and has not been revoked');
  const before = await previewImage(visitor, code);

  const admin = await adminSession();
  await sendAs(admin.accessToken, `/admin/api/certificates/${id}/revoke`, { reason: 'Issued to the wrong student.' });

  await dropOnVerify(visitor, file);
  await expect(verdict).toContainText('Revoked');
  await expect(verdict).toContainText('Reason: Issued to the wrong student.');
  const after = await previewImage(visitor, code);
  expect(after).not.toBe(before);
  const picture = await visitor.request.get(after);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');

  await Promise.all([studentContext.close(), visitorContext.close()]);
});
