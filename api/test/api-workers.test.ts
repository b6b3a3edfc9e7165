/**
 * API_WORKERS=2: `server.ts` runs two API processes on one port with node:cluster.
 * Both serve; the per-IP code limit holds across them (counted in MongoDB); a worker killed with
 * SIGKILL is replaced while the other goes on serving; SIGTERM stops them all.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKERS_START_TIMEOUT_MS as START_TIMEOUT_MS, startApiWorkers, type ApiWorkers } from './helpers/api-workers.ts';

const IP_LIMIT = 5;

/** GET /health on a new connection each time (a kept-alive one may belong to the killed worker). */
function healthStatus(): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/health`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject);
  });
}

let base: string;

describe('API_WORKERS=2', () => {
  let workers: ApiWorkers;
  let primary: ApiWorkers['primary'];
  let lines: ApiWorkers['lines'];
  const listening = () => workers.listening();

  beforeAll(async () => {
    workers = await startApiWorkers({ OTP_SEND_IP_LIMIT: String(IP_LIMIT) });
    ({ base, primary, lines } = workers);
  }, START_TIMEOUT_MS + 5_000);

  afterAll(() => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  });

  it(
    'serves from two processes, shares the IP limit, replaces a killed worker and stops on SIGTERM',
    async () => {
      const workerPids = new Set(listening().map((l) => l.pid));
      expect(workerPids.size).toBe(2);
      expect(workerPids.has(primary.pid!)).toBe(false);

      // The per-IP limit of code requests counts across both processes: exactly IP_LIMIT pass.
      const sends = await Promise.all(
        Array.from({ length: IP_LIMIT + 3 }, (_, i) =>
          fetch(`${base}/auth/otp/send`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `worker-limit-${i}-${randomBytes(3).toString('hex')}@example.com` }),
          }).then((r) => r.status),
        ),
      );
      expect(sends.filter((s) => s === 200)).toHaveLength(IP_LIMIT);
      expect(sends.filter((s) => s === 429)).toHaveLength(3);

      // A worker killed outright: the other answers meanwhile, and the primary starts a replacement.
      const [victim] = [...workerPids];
      process.kill(victim!, 'SIGKILL');
      await vi.waitFor(() => expect(lines.some((l) => l.msg.startsWith(`API worker ${victim} died`))).toBe(true));
      for (let i = 0; i < 10; i++) expect(await healthStatus()).toBe(200);
      await expect.poll(() => listening().length, { timeout: START_TIMEOUT_MS, interval: 200 }).toBe(3);
      const replacement = listening()[2]!.pid;
      expect(workerPids.has(replacement)).toBe(false);
      expect(await healthStatus()).toBe(200);

      const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    START_TIMEOUT_MS * 2,
  );
});
