// Types of services.mjs for the TypeScript callers (API test setup, benchmarks).
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export class SetupError extends Error {}
export function isPortFree(port: number, host?: string): Promise<boolean>;
export function findFreePort(host?: string): Promise<number>;
export function waitForPort(port: number, options?: { host?: string; timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function startMaildev(options: {
  smtpPort: number;
  webPort: number;
  stdio?: 'pipe' | 'inherit' | 'ignore';
  mailDirectory?: string;
}): Promise<{ smtpUrl: string; inboxUrl: string; child: ChildProcess }>;
export function stopChild(child: ChildProcess | undefined | null, graceMs?: number): Promise<void>;
