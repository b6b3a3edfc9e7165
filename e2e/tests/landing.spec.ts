import { expect, test, type Page } from '@playwright/test';
import { filledPercent } from '../../domain/src/constants';
import { publicSeats } from '../support/api';
import { waitForPageCode } from '../support/focus';

/** The landing page's cards: seats, figures, stages, specializations, plans, panels, values, the event, the quote, questions, contacts. */
const CARD_SELECTOR = [
  '.lp-seats',
  '.lp-stat',
  '.lp-stage',
  '.lp-timeline__item',
  '.lp-capacity',
  '.lp-plan',
  '.lp-panel',
  '.lp-cert',
  '.lp-value',
  '.lp-event',
  '.lp-quote',
  '.lp-faq__item',
  '.lp-contact__card',
].join(', ');

test.describe('a visitor on the landing page', () => {
  // A visitor whose system has no motion preference: the slideshow moves (the suite's default is reduced motion).
  test.use({ reducedMotion: 'no-preference' });

  test('sees the program, the seat counts and the eight specialization cards', async ({ page }) => {
    // The live count: 179 of 250 on a fresh system (SPEC §1), plus every selection finalized since
    // (other browser tests finalize some before this one runs).
    const { totals } = await publicSeats();
    expect(totals.seats).toBe(250);
    expect(totals.filled).toBeGreaterThanOrEqual(179);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('seats-filled').first()).toContainText(`${totals.filled} of 250`);
    await expect(page.getByTestId('seats-filled').first()).toContainText(`${filledPercent(totals.filled, 250)}%`);
    await expect(page.getByTestId('capacity-card')).toHaveCount(8);
    await expect(page.getByTestId('capacity-card').first()).toContainText('Artificial Intelligence');
    for (const id of [
      'journey',
      'specializations',
      'fees',
      'eligibility',
      'event',
      'contact',
      'faq',
      'snapshot',
      'company',
      'managing-director-message',
    ]) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator('#fees')).toContainText('4,999');
    // Key dates: four rows once the cohort has loaded, no loading '…' left behind (a cohort still loading must not read as its dates), at both widths.
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const when = page.locator('#journey .lp-timeline__when');
      await expect(when).toHaveCount(4);
      await expect(when.filter({ hasText: /^…$/ })).toHaveCount(0);
      // The stack runs on a test calendar (PROGRAM_TODAY): the page says so, inside the screen.
      const calendar = page.getByRole('complementary', { name: 'Demonstration calendar' });
      await expect(calendar).toHaveText('Demonstration calendar: today is taken as 20 Oct 2025. Times of day and timestamps are real.');
      const box = (await calendar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });

  /** Scrolls the slideshow into view, where its section hydrates (below the fold, it is left as served until then). */
  async function slideshowInView(page: Page) {
    const show = page.getByTestId('slideshow');
    await show.scrollIntoViewIfNeeded();
    await expect.poll(() => show.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  }

  // The page's clock is Playwright's: five seconds pass at once instead of being waited for.
  test('watches the slideshow advance by itself every five seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const caption = page.getByTestId('slide-caption');
    await expect(caption).toHaveText('Personalized Progress Bar');
    await page.mouse.move(0, 0);
    await slideshowInView(page);
    await page.clock.runFor(4_000);
    await expect(caption).toHaveText('Personalized Progress Bar');
    await page.clock.runFor(1_500);
    await expect(caption).toHaveText('Government ID Verification');
  });

  test('keeps the slideshow still when the visitor prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    const caption = page.getByTestId('slide-caption');
    await expect(caption).toHaveText('Personalized Progress Bar');
    await slideshowInView(page);
    await page.clock.runFor(11_000);
    await expect(caption).toHaveText('Personalized Progress Bar');
    await context.close();
  });

  test('a link to a section opens the landing page at it: shared, or from the header of another page', async ({ page }) => {
    const faqHeading = page.locator('#faq-title');
    /**
     * Once the page has settled, the heading is on screen, below the sticky header rather than
     * under it. (While the page's code takes over it may move and be put back: the end is judged.)
     */
    async function expectSectionShown() {
      await expect
        .poll(async () => {
          const header = await page.locator('header.portal-header').boundingBox();
          const heading = await faqHeading.boundingBox();
          const height = page.viewportSize()!.height;
          return !!header && !!heading && heading.y >= header.y + header.height - 1 && heading.y + heading.height <= height;
        })
        .toBe(true);
    }
    // A shared link: the served page, the sections before it drawn only as they near the screen.
    await page.goto('/#faq');
    await expectSectionShown();
    // From a policy page's header: the landing page renders in the browser, then scrolls there.
    await page.goto('/privacy');
    await waitForPageCode(page);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expectSectionShown();
    // Focus starts there too, as a full load of the address would start a reader there.
    await expect(page.locator('#faq')).toBeFocused();
    // The page's own link to another section, before that section has hydrated: it stays, and is shown.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Fees' }).click();
    await expect(page.locator('#fees-title')).toBeInViewport();
    await expect(page.locator('#faq-title')).toBeAttached();
  });

  test('copies the support e-mail address', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto('/#contact');
    await page.locator('#contact').getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    await context.close();
  });

  /** The boxes of the cards' text that the sticky call to action's box meets, as "text (card)". */
  function textUnderStickyCta(page: Page) {
    return page.evaluate((cards) => {
      const sticky = document.querySelector('.lp-sticky')!.getBoundingClientRect();
      const texts = [...document.querySelectorAll<HTMLElement>(cards)].flatMap((card) =>
        [card, ...card.querySelectorAll<HTMLElement>('*')].filter((el) =>
          [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
        ),
      );
      return texts
        .filter((el) => {
          const box = el.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0;
          return shown && box.right > sticky.left && box.left < sticky.right && box.bottom > sticky.top && box.top < sticky.bottom;
        })
        .map((el) => `${el.textContent!.trim().slice(0, 40)} (${el.closest(cards)!.className})`);
    }, CARD_SELECTOR);
  }

  test('the sticky call to action covers no text of the cards at 1366 × 768, anywhere from the top of the page to its end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Enrol' }).getByRole('link', { name: 'Enrol now' })).toBeVisible();
    expect(await page.locator(CARD_SELECTOR).count()).toBeGreaterThan(30);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // Steps shorter than the call to action is tall, so no line of text passes it unseen.
    for (let top = 0; top < end + 80; top += 80) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.min(top, end));
      expect(await textUnderStickyCta(page), `scrolled ${Math.min(top, end)} px down`).toEqual([]);
    }
  });

  test('at 375 px the page ends with the last card above the sticky bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const sticky = (await page.getByRole('complementary', { name: 'Enrol' }).boundingBox())!;
    const lastCard = (await page.locator(CARD_SELECTOR).last().boundingBox())!;
    expect(lastCard.y + lastCard.height).toBeLessThanOrEqual(sticky.y);
    expect(await textUnderStickyCta(page)).toEqual([]);
  });

  test('reaches sign-in from the sticky call to action on a phone-sized screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.mouse.wheel(0, 2500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The sticky header stays one compact row on phones (section links fold away).
    const header = await page.locator('header.portal-header').boundingBox();
    expect(header?.height ?? 0).toBeLessThanOrEqual(56);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    await page.getByRole('complementary', { name: 'Enrol' }).getByRole('link', { name: 'Enrol now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });
});
