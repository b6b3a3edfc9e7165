/**
 * `node stack/src/serve-razorpay-double.mjs`: the Razorpay double (razorpay-double.mjs) as a process
 * of its own, for the browser tests' stack. It listens on the port table's razorpayDouble port
 * (shifted by PORT_OFFSET) and reports payments to that stack's API webhook, signed with the
 * double's webhook secret, which razorpayEnv gives the API. Ends on SIGTERM or SIGINT.
 */
import { apiOrigin } from './origins.ts';
import { portOffset, portsFor } from './ports.ts';
import { TEST_WEBHOOK_SECRET, startRazorpayDouble } from './razorpay-double.mjs';

const offset = portOffset(process.env);
const double = await startRazorpayDouble({
  port: portsFor(offset).razorpayDouble,
  webhook: { url: `${apiOrigin(offset, '127.0.0.1')}/webhooks/razorpay`, secret: TEST_WEBHOOK_SECRET },
});
console.log(`Razorpay double on ${double.url}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
