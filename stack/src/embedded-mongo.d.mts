// Types of embedded-mongo.mjs for the TypeScript callers (API test setup, benchmarks, capability tests).
import type { ChildProcess } from 'node:child_process';

export const EMBEDDED_MONGO_JVM_OPTIONS: readonly string[];
export function ensureEmbeddedMongoJar(options?: { log?: (message: string) => void }): string;
export function startEmbeddedMongo(options: {
  port: number;
  dataDir: string;
  log?: (message: string) => void;
  serverArgs?: string[];
  timeoutMs?: number;
}): Promise<{ uri: string; child: ChildProcess }>;
