/**
 * `npm run payments:reconcile`
 * Asks Razorpay for the status of every payment link the portal made that is still open (for a
 * webhook that never arrived: Razorpay was down, the portal was, the webhook was not registered
 * yet) and processes what it finds through the same path as a webhook: a paid link records the
 * payment (once, whatever also arrives later), an expired or cancelled one updates the link.
 * Uses the API's settings (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, MONGODB_URI, FEE_AUTO_VERIFY …);
 * without MONGODB_URI, the embedded database `npm start` runs. Mails are left to the API's outbox worker.
 */
import { buildApp } from '../app.ts';
import { commandConfig } from './command-config.ts';
import { runWhenInvoked } from './run-command.ts';

export async function reconcilePayments(env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const config = commandConfig(env, print);
  if (!config) return 2;
  if (!config.razorpay.keyId) {
    print('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set: there are no Razorpay links to reconcile.');
    return 2;
  }
  const app = await buildApp(config, { logger: { level: 'warn' } });
  try {
    const { checked, stored } = await app.paymentGateway.reconcileLinks();
    print(`Asked Razorpay about ${checked} open payment link(s); ${stored} had news, processed like their webhooks.`);
    return 0;
  } finally {
    await app.close();
  }
}

runWhenInvoked(import.meta.url, () => reconcilePayments(process.env, (line) => console.log(line)));
