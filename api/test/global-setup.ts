/**
 * Starts the real services the API tests use, once per run: the embedded MongoDB-compatible
 * server (mongo-java-server + H2) unless MONGODB_URI is set, and the maildev inbox unless SMTP_URL is set
 * (then MAILDEV_URL must point at its web/REST address). Tests read the addresses with inject().
 */
import path from 'node:path';
import { rmSync } from 'node:fs';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEmbeddedMongo } from '@portal/stack/embedded-mongo.mjs';
import { ROOT, findFreePort, startMaildev, stopChild } from '@portal/stack/services.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    smtpUrl: string;
    inboxUrl: string;
  }
}

type Child = import('node:child_process').ChildProcess;

export default async function setup(project: TestProject) {
  const children: Child[] = [];
  let dataDir: string | null = null;

  let mongoUri = process.env.MONGODB_URI ?? '';
  if (!mongoUri) {
    dataDir = path.join(ROOT as string, '.data', `test-db-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    const mongo = await startEmbeddedMongo({ port: await findFreePort(), dataDir, log: (m: string) => console.log(m) });
    children.push(mongo.child);
    mongoUri = mongo.uri;
  }

  let smtpUrl = process.env.SMTP_URL ?? '';
  let inboxUrl = process.env.MAILDEV_URL ?? '';
  if (!smtpUrl) {
    const smtpPort = await findFreePort();
    let webPort = await findFreePort();
    while (webPort === smtpPort) webPort = await findFreePort();
    const mail = await startMaildev({ smtpPort, webPort });
    children.push(mail.child);
    smtpUrl = mail.smtpUrl;
    inboxUrl = mail.inboxUrl;
  } else if (!inboxUrl) {
    throw new Error('SMTP_URL is set for the API tests: also set MAILDEV_URL to its inbox (e.g. http://127.0.0.1:1080).');
  }

  project.provide('mongoUri', mongoUri);
  project.provide('smtpUrl', smtpUrl);
  project.provide('inboxUrl', inboxUrl);

  return async () => {
    for (const child of children.reverse()) await stopChild(child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
