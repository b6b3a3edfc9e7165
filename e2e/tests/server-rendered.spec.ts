// The public pages come rendered from the server: they read without JavaScript, and with it the
// browser takes the page over (hydration) without a mismatch and without painting other content.
import { expect, test, type Page } from '@playwright/test';
import { CERTIFICATE_MESSAGES } from '../../domain/src/certificate';
import { MESSAGES } from '../../domain/src/messages';
import { apiAs, publicSeats } from '../support/api';
import { earnedTrainingCertificate } from '../support/certificates';
import { studentAtStage } from '../support/journey';
import { waitForPageCode } from '../support/focus';
import { mailCount, readOtp, uniqueEmail } from '../support/session';

interface ProgramView {
  labels: { trainingDates: string };
}

/** A student with a training certificate, earned; answers its code and the holder's name. */
async function certificate(): Promise<{ code: string; holderName: string }> {
  return earnedTrainingCertificate(await studentAtStage(uniqueEmail('ssr'), 'specialization'));
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
    // The live count as of the request: other tests finalize selections meanwhile, so it is at
    // least what the API said a moment before.
    const shown = (await page.getByTestId('seats-filled').first().textContent()) ?? '';
    const [, filled, seats] = /(\d+) of (\d+)/.exec(shown) ?? [];
    expect(Number(seats)).toBe(totals.seats);
    expect(Number(filled)).toBeGreaterThanOrEqual(totals.filled);
    await expect(page.getByTestId('capacity-card')).toHaveCount(8);

    await page.goto(`/verify/${cert.code}`);
    await expect(page.getByText('Valid certificate')).toBeVisible();
    await expect(page.locator('main')).toContainText(cert.holderName);

    // The form works without JavaScript: a plain GET the server answers with the code's page.
    await page.goto('/verify');
    const field = page.getByLabel('Certificate ID');
    await field.fill(cert.code.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`/verify/${cert.code}`);
    await expect(page.locator('main')).toContainText(cert.holderName);
    // An unknown code and a malformed one: no certificate has it, said in the page.
    for (const typed of ['ZZZZ-ZZZZ-ZZZZ', 'not a code']) {
      await page.goto('/verify');
      await field.fill(typed);
      await field.press('Enter');
      await expect(page.getByRole('alert')).toContainText(CERTIFICATE_MESSAGES.notFound);
      await expect(page.getByText('Valid certificate')).toHaveCount(0);
    }
    await context.close();
  });

  test("on a phone the served Menu opens the section links before the page's code runs, or without it", async ({ browser }) => {
    const phone = { viewport: { width: 375, height: 740 } };
    const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
    let page = await noScript.newPage();
    await page.goto('/');
    let menu = page.getByRole('button', { name: 'Menu' });
    let sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections).toBeHidden();
    await menu.click();
    await expect(sections.getByRole('link')).toHaveText(['Journey', 'Specializations', 'Fees', 'FAQ', 'Contact']);
    // The browser's own popover: Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await sections.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await noScript.close();

    // Opened while the page's code is still on its way: once it has taken the page over, the
    // button says the menu is open, and a choice closes it.
    const scripted = await browser.newContext(phone);
    page = await scripted.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/bootstrap\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    menu = page.getByRole('button', { name: 'Menu' });
    sections = page.getByRole('navigation', { name: 'Sections' });
    await menu.click();
    await expect(sections).toBeVisible();
    release();
    await waitForPageCode(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await sections.getByRole('link', { name: 'Fees' }).click();
    await expect(sections).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await scripted.close();
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

  test('the scripts of the start are asked for together once the served page has painted, each once', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && requested.push(new URL(r.url()).pathname));
    // When each preload link is added, on the page's own clock.
    await page.addInitScript(() => {
      const w = window as unknown as { preloadedAt: number[] };
      w.preloadedAt = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'preload') w.preloadedAt.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForPageCode(page);
    const seen = await page.evaluate(() => ({
      listed: JSON.parse(document.getElementById('portal-start-scripts')!.textContent!) as string[],
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname),
      preloadedAt: (window as unknown as { preloadedAt: number[] }).preloadedAt,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    // React, the router, the session store and the bootstrap.
    expect(seen.listed.length).toBeGreaterThanOrEqual(4);
    expect(seen.preloaded).toEqual(seen.listed);
    expect(seen.paintedAt).toBeGreaterThan(0);
    expect(Math.min(...seen.preloadedAt)).toBeGreaterThanOrEqual(seen.paintedAt!);
    for (const script of seen.listed)
      expect(
        requested.filter((url) => url === script),
        script,
      ).toHaveLength(1);
  });

  test("the landing's sections below the fold hydrate as they come into view, keeping their markup and the keyboard's focus", async ({
    page,
  }) => {
    const belowTheFold: string[] = [];
    page.on('request', (r) => r.url().includes('landing-below-fold') && belowTheFold.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    // The hero hydrated (its h1 served and kept), the sections far below not even fetched.
    await page.waitForFunction(() => document.readyState === 'complete' && !!document.querySelector('#root')?.firstElementChild);
    expect(belowTheFold).toEqual([]);
    const copy = page.getByRole('button', { name: 'Copy email' });
    await expect(copy).toHaveAttribute('aria-disabled', 'true');
    // A keyboard user reaches the contact section's link: it hydrates around the focused element.
    await page.evaluate(() => {
      const w = window as unknown as { servedContact: Element | null; servedLink: Element | null };
      w.servedContact = document.getElementById('contact');
      w.servedLink = document.querySelector('#contact a[href^="mailto:"]');
    });
    await page.locator('#contact a[href^="mailto:"]').first().focus();
    await expect(copy).not.toHaveAttribute('aria-disabled');
    expect(belowTheFold.length).toBeGreaterThan(0);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { servedContact: Element | null; servedLink: Element | null };
      return { section: w.servedContact === document.getElementById('contact'), focus: w.servedLink === document.activeElement };
    });
    expect(kept).toEqual({ section: true, focus: true });
  });

  test('an address typed on /login before the page has taken it over is kept, and the code goes to it', async ({ page }) => {
    // The public area's code held back until the address is typed and Enter pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const field = page.getByLabel('Email');
    const send = page.getByRole('button', { name: 'Send OTP' });
    await expect(field).toBeFocused();
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    const email = uniqueEmail('early');
    await page.keyboard.type(email);
    // Nothing sends the form yet: the page is not reloaded and what was typed stays.
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(email);
    release();
    await expect(send).not.toHaveAttribute('aria-disabled');
    await expect(field).toHaveValue(email);
    expect(new URL(page.url()).search).toBe('');
    const since = await mailCount(email);
    await send.click();
    await readOtp(email, since);
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  });

  test('the sign-in form served rendered works once the page has taken it over', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailInvalid);
  });
});
