// Where the browser tests' stack lives: `npm start --fresh` on ports shifted by E2E_PORT_OFFSET
// (playwright.config.ts starts it), addresses from the one port table (@portal/stack).
import { appOrigin, apiOrigin, originOf } from '@portal/stack/origins';
import { portsFor } from '@portal/stack/ports';

export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const ports = portsFor(PORT_OFFSET);
export const SHELL_URL = appOrigin('shell', PORT_OFFSET);
export const API_URL = apiOrigin(PORT_OFFSET);
export const INBOX_URL = originOf(ports.mailWeb);
/** The Razorpay double the stack's API makes its payment links at (stack/src/serve-razorpay-double.mjs). */
export const RAZORPAY_DOUBLE_PORT = ports.razorpayDouble;
export const RAZORPAY_DOUBLE_URL = originOf(ports.razorpayDouble, '127.0.0.1');
export const REMOTE_PORTS = {
  mfe_public: ports.mfe_public,
  mfe_student: ports.mfe_student,
  mfe_admin: ports.mfe_admin,
  mfe_ca: ports.mfe_ca,
  mfe_mentor: ports.mfe_mentor,
} as const;
/** At most this many Playwright workers share the stack (playwright.config.ts runs three). */
const MAX_WORKERS = 4;
/**
 * Each worker signs in as its own admin and its own CA (all made staff by ADMIN_EMAILS and
 * CA_EMAILS): two workers signing one address in at once would read each other's codes.
 */
const staffAddress = (role: string, worker: number) => (worker === 0 ? `${role}@e2e.test` : `${role}.${worker}@e2e.test`);
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % MAX_WORKERS;
export const ADMIN_EMAIL = staffAddress('admin', WORKER);
export const CA_EMAIL = staffAddress('ca', WORKER);
/** Made MENTOR with `npm run user:role` (support/mentor.ts): no setting lists mentors. */
export const MENTOR_EMAIL = staffAddress('mentor', WORKER);
/** Every worker's staff addresses, for the stack's configuration. */
export const STAFF_EMAILS = {
  admin: Array.from({ length: MAX_WORKERS }, (_, i) => staffAddress('admin', i)).join(','),
  ca: Array.from({ length: MAX_WORKERS }, (_, i) => staffAddress('ca', i)).join(','),
};
export const OTP_COOLDOWN_SECONDS = 1;
/** The day the stack's program calendar takes as today (PROGRAM_TODAY): the first cohort's enrolment. */
export const PROGRAM_TODAY = '2025-10-20';
