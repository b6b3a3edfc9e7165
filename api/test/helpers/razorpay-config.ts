/** The app's Razorpay configuration pointing at the double (@portal/stack/razorpay-double), for an app built in the test's process. */
import { TEST_KEY_ID, TEST_KEY_SECRET, TEST_WEBHOOK_SECRET, type RazorpayDouble } from '@portal/stack/razorpay-double.mjs';
import type { RazorpayConfig } from '../../src/config.ts';

export function razorpayConfig(double: RazorpayDouble, overrides: Partial<RazorpayConfig> = {}): RazorpayConfig {
  return {
    keyId: TEST_KEY_ID,
    keySecret: TEST_KEY_SECRET,
    webhookSecrets: [TEST_WEBHOOK_SECRET],
    apiUrl: double.url,
    linkExpiryDays: 7,
    autoVerify: false,
    ...overrides,
  };
}
