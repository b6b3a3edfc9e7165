import type { Page } from '@playwright/test';

/**
 * Waits until running CSS animations and transitions have finished (a focus ring growing, an
 * alert fading in, a list opening), so what a test reads is the settled look. Endless ones (a
 * spinner) are not waited for, and nothing is waited for longer than three seconds.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}
