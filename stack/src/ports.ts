/**
 * The ports of ARCHITECTURE "Ports for npm start", in one place. PORT_OFFSET shifts them all, so
 * the browser tests can run a second stack beside a developer's `npm start`. Pure: the shell, the
 * API, the build configs, the scripts and the browser tests all read this file.
 */

/** The five remotes the shell loads through Module Federation (names use underscores). */
export const REMOTE_NAMES = ['mfe_public', 'mfe_student', 'mfe_admin', 'mfe_ca', 'mfe_mentor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type AppName = 'shell' | RemoteName;

const BASE = {
  shell: 3000,
  mfe_public: 3001,
  mfe_student: 3002,
  mfe_admin: 3003,
  mfe_ca: 3004,
  mfe_mentor: 3005,
  api: 4000,
  /** The Razorpay double the browser tests' API calls (stack/src/serve-razorpay-double.ts). */
  razorpayDouble: 4010,
  mongo: 27018,
  mailWeb: 1080,
  mailSmtp: 1025,
} as const;

export type Ports = { readonly [K in keyof typeof BASE]: number };

/** Every port of a stack shifted by `offset`. */
export function portsFor(offset = 0): Ports {
  return Object.freeze(Object.fromEntries(Object.entries(BASE).map(([name, port]) => [name, port + offset]))) as Ports;
}

/** The offset an environment asks for (PORT_OFFSET), 0 when unset. */
export function portOffset(env: Record<string, string | undefined>): number {
  const offset = Number(env.PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error(`PORT_OFFSET must be a whole number of 0 or more (got "${env.PORT_OFFSET}")`);
  return offset;
}

export interface AppFolder {
  name: AppName;
  /** The workspace folder the app builds from. */
  dir: string;
}

/** The six front ends, the shell first. */
export const APP_FOLDERS: readonly AppFolder[] = Object.freeze([
  { name: 'shell', dir: 'shell' },
  { name: 'mfe_public', dir: 'mfe-public' },
  { name: 'mfe_student', dir: 'mfe-student' },
  { name: 'mfe_admin', dir: 'mfe-admin' },
  { name: 'mfe_ca', dir: 'mfe-ca' },
  { name: 'mfe_mentor', dir: 'mfe-mentor' },
]);

/** Where the embedded MongoDB-compatible server of a development stack listens. */
export function embeddedMongoUri(offset = 0): string {
  return `mongodb://127.0.0.1:${portsFor(offset).mongo}/`;
}
