/** Razorpay payment links and webhooks (features/payment-gateway); keys unset: the manual link path only. */
import { Type, type Static } from 'typebox';
import type { ConfigContext, ConfigHints } from './area.ts';

const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

export const PAYMENTS_SETTINGS = Type.Object({
  RAZORPAY_KEY_ID: Type.Optional(
    Type.String({
      description:
        'Razorpay API key id (`rzp_test_…` or `rzp_live_…`). With RAZORPAY_KEY_SECRET the admin can create Razorpay payment links from /admin/students. Unset: links are pasted by hand only',
      pattern: '^rzp_(test|live)_[A-Za-z0-9]{6,40}$',
    }),
  ),
  RAZORPAY_KEY_SECRET: Type.Optional(
    Type.String({
      description: 'The secret of RAZORPAY_KEY_ID: authenticates the API calls and checks the signed redirect back to Pay Fee',
      minLength: 8,
    }),
  ),
  RAZORPAY_WEBHOOK_SECRET: Type.Optional(
    Type.String({
      description:
        'The secret entered for the webhook in Razorpay’s dashboard: `POST /webhooks/razorpay` accepts only bodies signed with it (or the previous one). Unset: webhooks are refused',
      minLength: 8,
    }),
  ),
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: Type.Optional(
    Type.String({
      description:
        'The webhook secret before a rotation, still accepted while Razorpay retries events signed with it; remove it once those retries are over',
      minLength: 8,
    }),
  ),
  RAZORPAY_API_URL: Type.String({
    description: 'Razorpay’s API address (the tests point it at a local double)',
    pattern: '^https?://[^\\s]+$',
    default: DEFAULT_RAZORPAY_API_URL,
  }),
  PAYMENT_LINK_EXPIRY_DAYS: Type.Integer({
    description: 'Days until a payment link made from the portal expires',
    minimum: 1,
    maximum: 180,
    default: 7,
  }),
  FEE_AUTO_VERIFY: Type.Enum(['on', 'off'], {
    description:
      '`on`: a Razorpay payment of the whole fee for the student’s current link verifies the fee at once (the invoice is issued as by an admin’s Verify). `off`: it marks the fee paid and an admin verifies',
    default: 'off',
  }),
});

export const PAYMENTS_HINTS: ConfigHints<typeof PAYMENTS_SETTINGS> = {
  RAZORPAY_KEY_ID: 'RAZORPAY_KEY_ID must be a Razorpay key id such as rzp_test_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'RAZORPAY_KEY_SECRET must be the secret of the Razorpay key (at least 8 characters)',
  RAZORPAY_WEBHOOK_SECRET: 'RAZORPAY_WEBHOOK_SECRET must be the webhook secret set in Razorpay’s dashboard (at least 8 characters)',
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'RAZORPAY_WEBHOOK_SECRET_PREVIOUS must be the earlier webhook secret (at least 8 characters)',
  RAZORPAY_API_URL: 'RAZORPAY_API_URL must be an http(s) address, e.g. https://api.razorpay.com',
  PAYMENT_LINK_EXPIRY_DAYS: 'PAYMENT_LINK_EXPIRY_DAYS must be a whole number of days from 1 to 180',
  FEE_AUTO_VERIFY: 'FEE_AUTO_VERIFY must be on or off',
};

export type RazorpayConfig = ReturnType<typeof razorpayOf>;

export function paymentsConfig(env: Static<typeof PAYMENTS_SETTINGS>, context: ConfigContext) {
  return { razorpay: razorpayOf(env, context) };
}

/** The Razorpay keys come as a pair; a previous webhook secret only beside a current one. */
function razorpayOf(env: Static<typeof PAYMENTS_SETTINGS>, { problems }: ConfigContext) {
  const keyId = env.RAZORPAY_KEY_ID ?? null;
  const keySecret = env.RAZORPAY_KEY_SECRET ?? null;
  if ((keyId === null) !== (keySecret === null))
    problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (the key id and its secret from Razorpay’s dashboard)');
  const current = env.RAZORPAY_WEBHOOK_SECRET;
  const previous = env.RAZORPAY_WEBHOOK_SECRET_PREVIOUS;
  if (previous !== undefined && current === undefined)
    problems.push(
      'RAZORPAY_WEBHOOK_SECRET_PREVIOUS is set but RAZORPAY_WEBHOOK_SECRET is not (set the new secret beside the previous one)',
    );
  return {
    /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: both set, or neither (links are then pasted by hand). */
    keyId,
    keySecret,
    /** RAZORPAY_WEBHOOK_SECRET, then RAZORPAY_WEBHOOK_SECRET_PREVIOUS during a rotation; empty: webhooks refused. */
    webhookSecrets: [current, previous].filter((s) => s !== undefined),
    /** RAZORPAY_API_URL: Razorpay's API, or a local double in tests. */
    apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
    /** PAYMENT_LINK_EXPIRY_DAYS: a link made from the portal expires this many days after it is made. */
    linkExpiryDays: env.PAYMENT_LINK_EXPIRY_DAYS,
    /** FEE_AUTO_VERIFY=on: a gateway payment of the whole fee verifies the fee (issues the invoice) at once. */
    autoVerify: env.FEE_AUTO_VERIFY === 'on',
  };
}
