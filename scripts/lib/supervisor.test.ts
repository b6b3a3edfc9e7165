// The supervisor of `npm start`: a service that dies is started again after a growing back-off,
// with a line saying so; one stopped on purpose under 'on-failure' stays stopped; stop() stops all.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor } from './supervisor.mjs';

const BACKOFF = { firstDelayMs: 100, maxDelayMs: 400, stableAfterMs: 60_000 };

/** A Node child running `code`, resolved once it runs (its first output line). */
function node(code: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', `console.log('up'); ${code}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`exited with code ${code} before it ran`)));
  });
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let stopLast: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopLast?.();
});

function supervisorForTest() {
  const lines: string[] = [];
  const supervisor = createSupervisor({ log: (line: string) => lines.push(line), backoff: BACKOFF });
  stopLast = () => supervisor.stop();
  return { supervisor, lines };
}

describe('the supervisor', { timeout: 20_000 }, () => {
  it('starts a service that dies again after 100, 200, 400, 400 ms, saying so each time', async () => {
    const { supervisor, lines } = supervisorForTest();
    const starts: number[] = [];
    await supervisor.supervise('crasher', () => {
      starts.push(Date.now());
      return node('process.exit(3)');
    });
    await until(() => starts.length === 5);

    expect(lines.slice(0, 4)).toEqual([
      '[crasher] exited with code 3; restarting in 100 ms',
      '[crasher] running again',
      '[crasher] exited with code 3; restarting in 200 ms',
      '[crasher] running again',
    ]);
    expect(lines.filter((l) => l.includes('restarting in')).slice(0, 4)).toEqual([
      '[crasher] exited with code 3; restarting in 100 ms',
      '[crasher] exited with code 3; restarting in 200 ms',
      '[crasher] exited with code 3; restarting in 400 ms',
      '[crasher] exited with code 3; restarting in 400 ms',
    ]);
    const gaps = starts.slice(1).map((at, i) => at - (starts[i] ?? 0));
    [100, 200, 400, 400].forEach((delay, i) => expect(gaps[i]).toBeGreaterThanOrEqual(delay));
  });

  it('names the signal of a killed service, and one that ran long enough starts again after the first delay', async () => {
    const lines: string[] = [];
    const supervisor = createSupervisor({ log: (line: string) => lines.push(line), backoff: { ...BACKOFF, stableAfterMs: 150 } });
    stopLast = () => supervisor.stop();
    let starts = 0;
    await supervisor.supervise('worker', () => {
      starts += 1;
      return node('setTimeout(() => process.kill(process.pid, "SIGKILL"), 250)');
    });
    await until(() => starts === 3);
    expect(lines.filter((l) => l.includes('restarting'))).toEqual([
      '[worker] was killed by SIGKILL; restarting in 100 ms',
      '[worker] was killed by SIGKILL; restarting in 100 ms',
    ]);
  });

  it('tries a restart that fails again after a longer delay', async () => {
    const { supervisor, lines } = supervisorForTest();
    let starts = 0;
    await supervisor.supervise('flaky', () => {
      starts += 1;
      if (starts === 1) return node('setTimeout(() => process.exit(1), 50)');
      if (starts === 2) return Promise.reject(new Error('port 1234 is in use'));
      return node('setInterval(() => {}, 1000)');
    });
    await until(() => lines.includes('[flaky] running again'));
    expect(lines).toEqual([
      '[flaky] exited with code 1; restarting in 100 ms',
      '[flaky] did not start again (port 1234 is in use); restarting in 200 ms',
      '[flaky] running again',
    ]);
  });

  it("leaves an 'on-failure' service that exits with code 0 stopped, and restarts one that crashes", async () => {
    const { supervisor, lines } = supervisorForTest();
    let quitStarts = 0;
    let crashStarts = 0;
    await supervisor.supervise(
      'quits',
      () => {
        quitStarts += 1;
        return node('setTimeout(() => process.exit(0), 50)');
      },
      { restart: 'on-failure' },
    );
    await supervisor.supervise(
      'crashes',
      () => {
        crashStarts += 1;
        return node(crashStarts === 1 ? 'setTimeout(() => process.exit(1), 50)' : 'setInterval(() => {}, 1000)');
      },
      { restart: 'on-failure' },
    );
    await until(() => lines.includes('[crashes] running again'));
    await new Promise((r) => setTimeout(r, 300));
    expect(quitStarts).toBe(1);
    expect(supervisor.childOf('quits')).toBeNull();
    expect(lines).toContain('[quits] stopped (exit code 0); not restarting it');
  });

  it('stop() stops every service, newest first, and restarts none, not even one waiting for its restart', async () => {
    const { supervisor } = supervisorForTest();
    const ended: string[] = [];
    const track = (name: string, child: ChildProcess) => {
      child.once('exit', () => ended.push(name));
      return child;
    };
    let dyingStarts = 0;
    await supervisor.supervise('first', async () => track('first', await node('setInterval(() => {}, 1000)')));
    await supervisor.supervise('second', async () => track('second', await node('setInterval(() => {}, 1000)')));
    await supervisor.supervise('dying', async () => {
      dyingStarts += 1;
      return track('dying', await node('process.exit(2)'));
    });
    await until(() => ended.includes('dying'));
    const running = [supervisor.childOf('first'), supervisor.childOf('second')];

    await supervisor.stop();
    expect(ended).toEqual(['dying', 'second', 'first']);
    for (const child of running) expect(child?.signalCode ?? child?.exitCode).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(dyingStarts).toBe(1);
    expect(supervisor.stopping).toBe(true);
  });
});
