import { expect, type Page } from '@playwright/test';
import { waitForAnimations } from './animations';

/**
 * Answers the confirm dialog that offers `button` (the newest one open). The click waits for the
 * dialog's opening animation: antd's confirm ignores a click that lands while it is still zooming
 * in (seen as a flaky Yes that sent no request).
 */
export async function confirmDialog(page: Page, button: string, expectText?: string): Promise<void> {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) })
    .last();
  await expect(dialog).toBeVisible();
  if (expectText) await expect(dialog).toContainText(expectText);
  await waitForAnimations(page);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}
