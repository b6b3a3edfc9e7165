import { expect as baseExpect, test } from '@playwright/test';
import { MESSAGES } from '../../domain/src/messages';
import { GATEWAY_STUDENT_MESSAGES, PAYMENT_STATE_LABELS } from '../../domain/src/payment-gateway';
import { confirmDialog } from '../support/confirm';
import { verifyIdViaApi } from '../support/admin';
import { payAtRazorpay, razorpayLinkOf } from '../support/razorpay';
import { studentPaymentRow } from '../support/student-payments';
import { completeProfile, signInViaApi, staffSession, uniqueEmail, useTokens } from '../support/session';
import { ADMIN_EMAIL } from '../support/stack-env';

// Remotes load slowly on a busy two-core machine: these screens get more time than the 10 s default.
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
// Pay Fee asks the server again 20 s into each wait, then at growing gaps: what it shows next is
// given two asks' time.
const UNTIL_PAY_FEE_ASKS = { timeout: 60_000 };

test('a Razorpay link made by the admin and paid at Razorpay: Pay Fee moves from Pay to Payment received to verified without a reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('razorpay');
  const tokens = await signInViaApi(email);
  await completeProfile(tokens, 'Kavya Nair');
  await verifyIdViaApi(tokens);

  const adminContext = await browser.newContext();
  await useTokens(adminContext, await staffSession(ADMIN_EMAIL));
  const admin = await adminContext.newPage();
  const studentContext = await browser.newContext();
  await useTokens(studentContext, tokens, true);
  const student = await studentContext.newPage();

  // The admin makes the student's link at Razorpay from the Set Payment Link dialog.
  const row = await studentPaymentRow(admin, email);
  await row.getByRole('button', { name: `Set payment link of ${email}` }).click();
  const modal = admin.getByRole('dialog').filter({ hasText: 'Set Payment Link' });
  await modal.getByRole('button', { name: 'Create Razorpay link' }).click();
  await expect(admin.getByText(MESSAGES.paymentLinkSaved)).toBeVisible();
  await expect(row.getByText(PAYMENT_STATE_LABELS['link-sent'])).toBeVisible();
  const link = await razorpayLinkOf(email);
  expect(link.status).toBe('created');

  // The student's Pay Fee offers the link.
  await student.goto('/student-main/pay');
  await expect(student.getByRole('heading', { level: 1, name: 'Pay Fee' })).toBeVisible();
  await expect(student.getByRole('link', { name: /Open Payment Link/ })).toHaveAttribute('href', link.short_url);

  // The student pays at Razorpay; Razorpay's signed payment_link.paid webhook reaches the API.
  const { payment, webhookStatus } = await payAtRazorpay(link.id);
  expect(webhookStatus).toBe(200);

  // The open page notices the payment by itself, and the admin's list shows it paid.
  await expect(student.getByText(GATEWAY_STUDENT_MESSAGES.paymentReceived)).toBeVisible(UNTIL_PAY_FEE_ASKS);
  await expect(student.getByRole('link', { name: /Open Payment Link/ })).toHaveCount(0);
  await admin.reload();
  await expect(row.getByText(PAYMENT_STATE_LABELS.paid)).toBeVisible();
  await expect(row.getByText(payment.id)).toBeVisible();

  // The admin verifies the fee (FEE_AUTO_VERIFY is off on the stack); the page follows to verified.
  await row.getByRole('button', { name: `Verify fee of ${email}`, exact: true }).click();
  await confirmDialog(admin, 'Yes');
  await expect(admin.getByText(MESSAGES.feeVerified)).toBeVisible();
  await expect(student.getByText(/Your fee is verified/)).toBeVisible(UNTIL_PAY_FEE_ASKS);

  await adminContext.close();
  await studentContext.close();
});
