/**
 * Limits that hold across API processes: the per-IP limit of code requests is counted
 * in MongoDB, so two processes serving one client still let exactly `max` requests through in a
 * window. Two apps on one database stand for two API processes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { createTestApp, destroyTestApp, randomIp, sendOtp, testConfig, uniqueEmail } from './helpers/app.ts';

let first: App;
let second: App;

beforeAll(async () => {
  // An hour-long window, so the test never straddles two windows.
  const config = testConfig({ otpSendIpLimit: 5, ipLimitWindowMs: 60 * 60_000 });
  first = await createTestApp({ config });
  second = await buildApp({ ...config }, { logger: false });
});
afterAll(async () => {
  await second?.close();
  await destroyTestApp(first);
});

it('an IP limit of 5 lets exactly 5 code requests through across both processes', { timeout: 60_000 }, async () => {
  const ip = randomIp();
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => sendOtp(i % 2 ? second : first, uniqueEmail('limit'), ip)));
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
  const refused = answers.find((a) => a.statusCode === 429)!;
  expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  expect(refused.json().message).toBe(API_MESSAGES.rateLimited(Number(refused.headers['retry-after'])));

  // Another client is counted on its own.
  expect((await sendOtp(second, uniqueEmail('limit'), randomIp())).statusCode).toBe(200);
});

it('ended windows are deleted by housekeeping', async () => {
  await first.models.RateLimitWindow.create({ _id: 'POST /auth/otp/send|10.0.0.1|0', count: 3, endsAt: new Date(0) });
  await second.housekeeping();
  expect(await first.models.RateLimitWindow.exists({ _id: 'POST /auth/otp/send|10.0.0.1|0' })).toBeNull();
});
