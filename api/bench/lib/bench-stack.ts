/**
 * The whole app a benchmark measures (its background worker included): the embedded database and the mail inbox in temporary places
 * (unless MONGODB_URI / SMTP_URL are set), a fresh database, the machine's description, and
 * everything stopped and removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { startEmbeddedMongo } from '@portal/stack/embedded-mongo.mjs';
import { findFreePort, startMaildev, stopChild } from '@portal/stack/services.mjs';

/** The database a benchmark uses: MONGODB_URI, or the embedded server in a temporary folder, removed afterwards. */
export async function withBenchDatabase(run: (mongoUri: string) => Promise<void>): Promise<void> {
  if (process.env.MONGODB_URI) return run(process.env.MONGODB_URI);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'career-portal-bench-'));
  try {
    console.log('Starting the embedded database…');
    const mongo = await startEmbeddedMongo({ port: await findFreePort(), dataDir });
    try {
      await run(mongo.uri);
    } finally {
      await stopChild(mongo.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Drops the benchmark's database and closes the app. */
export async function closeBenchApp(app: App): Promise<void> {
  await app.mongo.dropDatabase().catch(() => undefined);
  await app.close();
}

export function withBenchStack(run: (app: App, config: AppConfig) => Promise<void>): Promise<void> {
  return withBenchDatabase(async (mongoUri) => {
    let smtpUrl = process.env.SMTP_URL ?? '';
    const mail = smtpUrl ? null : await startMaildev({ smtpPort: await findFreePort(), webPort: await findFreePort() });
    if (mail) smtpUrl = mail.smtpUrl;
    try {
      const config = loadConfig(
        {
          ...process.env,
          NODE_ENV: 'test',
          MONGODB_URI: mongoUri,
          SMTP_URL: smtpUrl,
          MONGODB_DB: `bench_${Date.now()}`,
          LOG_LEVEL: 'silent',
        },
        { requireMongo: true, warn: () => undefined },
      );
      const app = await buildApp(config, { logger: false });
      try {
        console.log(
          `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]?.toFixed(1)}\n`,
        );
        await run(app, config);
      } finally {
        await closeBenchApp(app);
      }
    } finally {
      if (mail) await stopChild(mail.child);
    }
  });
}

/** Runs a benchmark's main and exits non-zero with the error when it fails. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
