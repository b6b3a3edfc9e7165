// The public pages come rendered from the server: they read without JavaScript, and with it the
// browser takes the page over (hydration) without a mismatch and without painting other content.
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../domain/src/messages';
import { adminSession } from '../support/admin';
import { apiAs, publicSeats, sendAs } from '../support/api';
import { ensureAdminSignature, studentAtStage } from '../support/journey';
import { uniqueEmail } from '../support/session';

interface ProgramView {
  labels: { trainingDates: string };
}

/** A student with a training certificate; answers its code and the holder's name. */
async function certificate(): Promise<{ code: string; holderName: string }> {
  const student = await studentAtStage(uniqueEmail('ssr'), 'specialization');
  const me = await apiAs<{ id: string }>(student.accessToken, '/me');
  const admin = await adminSession();
  await ensureAdminSignature();
  return sendAs<{ code: string; holderName: string }>(admin.accessToken, '/admin/api/certificates', { userId: me.id, type: 'TRAINING' });
}

let issued: Promise<{ code: string; holderName: string }> | null = null;
const aCertificate = () => (issued ??= certificate());

test.describe('server-rendered public pages', () => {
  test('read without JavaScript: the landing page with the cohort and the seats, a certificate with its holder', async ({ browser }) => {
    // The certificate first: its student's finalized specialization is one more seat filled.
    const cert = await aCertificate();
    const [{ labels }, { totals }] = await Promise.all([apiAs<ProgramView>(null, '/public/program'), publicSeats()]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(labels.trainingDates);
    await expect(page.getByTestId('seats-filled').first()).toContainText(`${totals.filled} of ${totals.seats}`);
    await expect(page.getByTestId('capacity-card')).toHaveCount(8);

    await page.goto(`/verify/${cert.code}`);
    await expect(page.getByText('Valid certificate')).toBeVisible();
    await expect(page.locator('main')).toContainText(cert.holderName);
    await context.close();
  });

  /** The page's text as the server sent it and once the browser has taken it over, with what the console said. */
  async function hydrate(
    page: Page,
    path: string,
  ): Promise<{ served: string; hydrated: string; sameHeading: boolean; complaints: string[] }> {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    page.on('pageerror', (e) => messages.push(e.message));
    // The served markup, before any script runs: its text and its h1 element.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { servedText: string; servedHeading: Element | null };
        w.servedText = document.querySelector('main')?.textContent ?? '';
        w.servedHeading = document.querySelector('h1');
      });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The public remote's page code has run (React's hydration attached its handlers to the form or links).
    await page.waitForFunction(() => !!document.querySelector('#root')?.firstElementChild && document.readyState === 'complete');
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { servedText: string; servedHeading: Element | null };
      return {
        served: w.servedText,
        hydrated: document.querySelector('main')?.textContent ?? '',
        // The same element: hydrated, not replaced by a render of its own.
        sameHeading: w.servedHeading === document.querySelector('h1'),
      };
    });
    return { ...seen, complaints: messages };
  }

  for (const path of ['/', '/login', '/verify', 'certificate'] as const) {
    test(`hydrates ${path === 'certificate' ? '/verify/{code}' : path} without a mismatch or a second paint`, async ({ page }) => {
      const url = path === 'certificate' ? `/verify/${(await aCertificate()).code}` : path;
      const { served, hydrated, sameHeading, complaints } = await hydrate(page, url);
      expect(served.length).toBeGreaterThan(50);
      expect(hydrated).toBe(served);
      expect(sameHeading).toBe(true);
      expect(complaints).toEqual([]);
    });
  }

  test('the sign-in form served rendered works once the page has taken it over', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailInvalid);
  });
});
