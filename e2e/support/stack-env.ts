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
export const REMOTE_PORTS = {
  mfe_public: ports.mfe_public,
  mfe_student: ports.mfe_student,
  mfe_admin: ports.mfe_admin,
  mfe_ca: ports.mfe_ca,
} as const;
export const ADMIN_EMAIL = 'admin@e2e.test';
export const CA_EMAIL = 'ca@e2e.test';
export const OTP_COOLDOWN_SECONDS = 1;
