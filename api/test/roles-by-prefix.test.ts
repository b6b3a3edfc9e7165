/**
 * Every route the app registers under /admin, /ca, /mentor or /student is held by its role folder's
 * autohooks: walked from the routes Fastify actually registered, so a feature that forgets its
 * `routes/<role>/autohooks.ts` (or re-exports the wrong role's hook) fails here.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/messages.ts';
import serviceApp, { type App } from '../src/app.ts';
import { bearer, signIn, testConfig, uniqueEmail } from './helpers/app.ts';

type RoleArea = 'admin' | 'ca' | 'mentor' | 'student';
const AREAS: Record<RoleArea, string> = { admin: 'ADMIN', ca: 'CA', mentor: 'MENTOR', student: 'STUDENT' };

interface Registered {
  method: string;
  url: string;
  area: RoleArea;
}

let app: FastifyInstance;
const routes: Registered[] = [];
const tokens = {} as Record<RoleArea, string>;

function areaOf(url: string): RoleArea | null {
  const first = url.split('/')[1] ?? '';
  return first in AREAS ? (first as RoleArea) : null;
}

/** A concrete address for a route pattern: every parameter gets an id-shaped value. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '0123456789abcdef01234567').replace(/\*$/, 'x');

beforeAll(async () => {
  app = Fastify({ logger: false, pluginTimeout: 60_000 });
  app.addHook('onRoute', (route) => {
    const area = areaOf(route.url);
    if (!area) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, area });
  });
  await app.register(fp(serviceApp), { config: testConfig() });
  await app.ready();
  for (const area of Object.keys(AREAS) as RoleArea[]) {
    const session = await signIn(app as unknown as App, uniqueEmail(area));
    await app.models.User.updateOne({ email: session.email }, { $set: { role: AREAS[area] } });
    tokens[area] = session.accessToken;
  }
}, 120_000);

afterAll(async () => {
  if (!app) return;
  try {
    await app.mongo.dropDatabase();
  } finally {
    await app.close();
  }
});

describe('role folders', () => {
  it('finds the routes of every role area', () => {
    for (const area of Object.keys(AREAS)) expect(routes.filter((r) => r.area === area).length, area).toBeGreaterThan(3);
  });

  it('answers 401 without a token on every /admin, /ca, /mentor and /student route', async () => {
    const open: string[] = [];
    for (const { method, url } of routes) {
      const res = await app.inject({ method: method as 'GET', url: concrete(url) });
      if (res.statusCode !== 401) open.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it("answers 403 Forbidden to another role's token on every such route", async () => {
    const open: string[] = [];
    for (const { method, url, area } of routes) {
      for (const other of Object.keys(AREAS) as RoleArea[]) {
        if (other === area) continue;
        const res = await app.inject({ method: method as 'GET', url: concrete(url), headers: bearer(tokens[other]) });
        const refused = res.statusCode === 403 && (method === 'HEAD' || res.json().message === API_MESSAGES.forbidden);
        if (!refused) open.push(`${method} ${url} as ${other}: ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });
});
