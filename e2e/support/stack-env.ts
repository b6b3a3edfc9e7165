// Where the browser tests' stack lives (see e2e/stack.mjs and playwright.config.ts).
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
export const SHELL_URL = `http://localhost:${3000 + PORT_OFFSET}`;
export const API_URL = `http://localhost:${4000 + PORT_OFFSET}`;
export const INBOX_URL = `http://localhost:${1080 + PORT_OFFSET}`;
export const REMOTE_PORTS = {
  mfe_public: 3001 + PORT_OFFSET,
  mfe_student: 3002 + PORT_OFFSET,
  mfe_admin: 3003 + PORT_OFFSET,
  mfe_ca: 3004 + PORT_OFFSET,
} as const;
export const ADMIN_EMAIL = 'admin@e2e.test';
export const CA_EMAIL = 'ca@e2e.test';
export const OTP_COOLDOWN_SECONDS = 1;
