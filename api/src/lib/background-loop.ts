/**
 * A background worker's schedule inside an API process: a run at start, when kicked (work was
 * just created) and every `pollMs` (work whose lease ran out elsewhere). Runs never overlap in
 * one process; a kick during a run makes one more run. What is shared across processes lives in
 * the database (leases), never here.
 */
export interface BackgroundLoop {
  kick(): void;
  start(): void;
  /** Stops the timer and waits for the current run. */
  stop(): Promise<void>;
}

export function backgroundLoop(
  run: () => Promise<unknown>,
  options: { pollMs: number; name: string; log: { error(obj: unknown, msg: string): void } },
): BackgroundLoop {
  let started = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const loop: BackgroundLoop = {
    kick() {
      if (!started) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await run().catch((err: unknown) => options.log.error({ err }, `${options.name} run failed`));
        } while (again && started);
      })().finally(() => {
        running = null;
      });
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => loop.kick(), options.pollMs);
      timer.unref();
      loop.kick();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await running;
    },
  };
  return loop;
}
