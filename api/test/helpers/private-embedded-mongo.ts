/**
 * A private embedded database server for the tests that stop or kill one: its own port and data
 * folder, never the server the other test files share. Only for the embedded engine (a server
 * behind MONGODB_URI is not ours to restart).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startEmbeddedMongo } from '@portal/stack/embedded-mongo.mjs';
import { ROOT, findFreePort, stopChild } from '@portal/stack/services.mjs';

export interface PrivateServer {
  readonly uri: string;
  /** What the server printed on stdout since it was last ready ("stopped" after a SIGTERM). */
  readonly output: string;
  /** Stops the server with `signal`, waits until it is gone and starts it again on the same data. */
  restart(signal: 'SIGTERM' | 'SIGKILL'): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  /** Freezes the server process (SIGSTOP: connections stay open, nothing answers) or lets it run on (SIGCONT). */
  pause(): void;
  resume(): void;
  /** Stops the server and deletes its data. */
  destroy(): Promise<void>;
}

export async function startPrivateEmbeddedMongo(): Promise<PrivateServer> {
  const dataDir = path.join(ROOT, '.data', `test-db-private-${process.pid}-${randomBytes(4).toString('hex')}`);
  let server: { uri: string; child: ChildProcess };
  let output = '';
  const start = async () => {
    server = await startEmbeddedMongo({ port: await findFreePort(), dataDir, log: () => undefined });
    output = '';
    server.child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  };
  await start();
  return {
    get uri() {
      return server.uri;
    },
    get output() {
      return output;
    },
    async restart(signal) {
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
        // 'close', not 'exit': the last lines the server printed ("stopped") are read by then.
        server.child.once('close', (code, sig) => resolve({ code, signal: sig }));
      });
      server.child.kill(signal);
      const result = { ...(await exited), output };
      await start();
      return result;
    },
    pause() {
      server.child.kill('SIGSTOP');
    },
    resume() {
      server.child.kill('SIGCONT');
    },
    async destroy() {
      server.child.kill('SIGCONT');
      await stopChild(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Timeout of a test that restarts a private server: each Java start takes seconds on a busy machine. */
export const RESTART_TEST_TIMEOUT_MS = 120_000;

/** Why the restart tests skip when MONGODB_URI points the tests at another server. */
export const EXTERNAL_SERVER = process.env.MONGODB_URI ? 'MONGODB_URI is set: the tests run on a server they cannot restart' : null;
