// The admin's Student Payment Links screen (/admin/students) in the browser tests.
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens /admin/students searched for one student, and answers their row (the only one). */
export async function studentPaymentRow(admin: Page, email: string): Promise<Locator> {
  await admin.goto('/admin/students');
  await admin.getByRole('textbox', { name: 'Search by e-mail or name' }).fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  // The remote loads slowly on a busy two-core machine.
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  return row;
}
