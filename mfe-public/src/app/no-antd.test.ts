/**
 * Budget rule of the visitor's pages: the landing page may download 150 KB gzip of JavaScript and
 * /login 160 KB (e2e/tests/budgets.spec.ts measures them). React, the router and the federation
 * runtime already take ~135 KB, so neither page can afford antd (even tree-shaken, its form
 * components and CSS-in-JS engine weigh more than 100 KB). This remote therefore uses plain
 * elements and CSS in the portal theme, and mounts no antd providers.
 *
 * If this test fails: rebuild the offending piece with plain HTML and CSS (see
 * features/landing/styles/landing.css and features/auth/components/AuthButton.tsx).
 */
import { describe, expect, it } from 'vitest';

// Vite's import.meta.glob (vitest runs on Vite; typed here so browser code gets no Node or Vite types).
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, unknown>;
  }
}

/**
 * The text of every source file the landing page could reach, by path from the repository root:
 * this app, and the shared-ui, domain and stack packages it imports. Tests are left out (never shipped).
 */
const RAW = import.meta.glob(
  [
    '../**/*.{ts,tsx}',
    '../../../shared-ui/src/**/*.{ts,tsx}',
    '../../../domain/src/**/*.ts',
    '../../../stack/src/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Joins and normalizes POSIX paths ('a/b' + '../c' -> 'a/c'). */
function join(...parts: string[]): string {
  const out: string[] = [];
  for (const seg of parts.join('/').split('/')) {
    if (seg === '..') out.pop();
    else if (seg && seg !== '.') out.push(seg);
  }
  return out.join('/');
}

const HERE = 'mfe-public/src/app';
const SOURCES = new Map(Object.entries(RAW).map(([key, text]) => [join(HERE, key), String(text)]));
const APP = 'mfe-public/src/app/App.tsx';
const OWN = 'mfe-public/src/';

/** Any import of antd or an @ant-design package: static, side-effect, re-export or dynamic. */
const ANTD_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](?:antd|@ant-design\/[^'"/]+)(?:\/[^'"]*)?['"]/;

/**
 * The modules a file loads: static imports and re-exports (side-effect imports included) and
 * dynamic import() (a lazy chunk is downloaded too). Left out: `import type` / `export type`.
 */
function staticImports(text: string): string[] {
  const specs: string[] = [];
  const statement = /^[ \t]*(?:import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(statement)) {
    if (!m[1]) specs.push(m[2]!);
  }
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs;
}

function resolveFile(base: string): string | undefined {
  if (/\.(?:css|svg|png|jpe?g|webp|woff2?)$/.test(base)) return base; // assets: no imports to follow
  return [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((c) => SOURCES.has(c));
}

/** Our own code: relative paths and @portal/<package>/<path> (each package exports ./src/*). */
function resolveOwn(spec: string, from: string): string | undefined {
  if (spec.startsWith('.')) return resolveFile(join(from, '..', spec));
  const portal = /^@portal\/([^/]+)\/(.+)$/.exec(spec);
  if (portal) return resolveFile(join(portal[1]!, 'src', portal[2]!));
  return undefined; // a third-party package: only its name matters here
}

/** Walks the import graph from `entry`; returns each antd import with the chain that reaches it. */
function antdReachableFrom(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [entry] }];
  while (queue.length) {
    const { file, chain } = queue.shift()!;
    const text = SOURCES.get(file);
    if (seen.has(file) || text === undefined) continue;
    seen.add(file);
    for (const spec of staticImports(text)) {
      if (spec === 'antd' || spec.startsWith('antd/') || spec.startsWith('@ant-design/')) {
        found.push(`${chain.join(' -> ')} imports '${spec}'`);
        continue;
      }
      const next = resolveOwn(spec, file);
      if (spec.startsWith('.') || spec.startsWith('@portal/')) {
        expect(next, `${file}: cannot resolve '${spec}'`).toBeDefined();
      }
      if (next) queue.push({ file: next, chain: [...chain, next] });
    }
  }
  expect(seen.size, 'the walk should reach the landing page and the sign-in screen').toBeGreaterThan(30);
  return found;
}

describe("the visitor's pages ship no antd (150 KB and 160 KB budgets)", () => {
  it('no file of mfe-public imports antd or @ant-design/*', () => {
    const files = [...SOURCES.keys()].filter((f) => f.startsWith(OWN));
    expect(files.length).toBeGreaterThan(30);
    const offenders = files
      .map((file) => ({
        file,
        line: SOURCES.get(file)!
          .split('\n')
          .find((l) => ANTD_IMPORT.test(l)),
      }))
      .filter((o) => o.line !== undefined)
      .map((o) => `${o.file}: ${o.line!.trim()}`);
    expect(offenders, 'use plain elements and CSS on the landing page and /login').toEqual([]);
  });

  it('nothing the landing page or /login loads (shared-ui and domain included) imports antd', () => {
    expect(antdReachableFrom(APP)).toEqual([]);
  });

  it('the guard itself notices an antd import', () => {
    expect(ANTD_IMPORT.test(`import { Button } from 'antd';`)).toBe(true);
    expect(ANTD_IMPORT.test(`import {\n  Collapse,\n} from "antd";`)).toBe(true);
    expect(ANTD_IMPORT.test(`import { CopyOutlined } from '@ant-design/icons';`)).toBe(true);
    expect(ANTD_IMPORT.test(`import 'antd/dist/reset.css';`)).toBe(true);
    expect(ANTD_IMPORT.test(`const m = await import('antd');`)).toBe(true);
    expect(ANTD_IMPORT.test(`import { Spinner } from '@portal/shared-ui/components/Spinner';`)).toBe(false);
    expect(staticImports(`import type { ThemeConfig } from 'antd';\nimport { Spin } from 'antd';`)).toEqual(['antd']);
    expect(staticImports(`const L = lazy(() => import('./LoginPage'));`)).toEqual(['./LoginPage']);
  });
});
