/** index.html lists every script of the named start chunks, by the names the build finally gave them. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_SCRIPTS_ELEMENT_ID, StartScriptsPlugin } from './start-scripts-plugin.mjs';

let dir: string;
let out: string;

async function build(chunkGroups: string[]) {
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: './index.js',
    output: {
      path: out,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    optimization: {
      splitChunks: { cacheGroups: { lib: { test: /lib\.js$/, name: 'lib', chunks: 'all', enforce: true } } },
    },
    plugins: [new rspack.HtmlRspackPlugin({ title: 'Test' }), new StartScriptsPlugin({ chunkGroups })],
  });
  return new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      const failure = err ?? (stats?.hasErrors() ? new Error(stats.toString()) : null);
      compiler.close(() => (failure ? reject(failure) : resolve()));
    }),
  );
}

function listed(): string[] {
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const match = new RegExp(`<script[^>]*id="${START_SCRIPTS_ELEMENT_ID}"[^>]*>(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`index.html has no #${START_SCRIPTS_ELEMENT_ID}`);
  return JSON.parse(match[1]) as string[];
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'start-scripts-'));
  out = path.join(dir, 'dist');
  writeFileSync(path.join(dir, 'index.js'), `import(/* webpackChunkName: "boot" */ './boot.js');\nimport('./later.js');\n`);
  writeFileSync(path.join(dir, 'boot.js'), `import { greet } from './lib.js';\ndocument.title = greet('boot');\n`);
  writeFileSync(path.join(dir, 'later.js'), `import { greet } from './lib.js';\nexport const later = greet('later');\n`);
  writeFileSync(path.join(dir, 'lib.js'), `export const greet = (who) => 'hello ' + who + ${JSON.stringify('x'.repeat(200))};\n`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('StartScriptsPlugin', () => {
  it('lists the chunks of a named chunk group, each a file the build wrote', async () => {
    await build(['boot']);
    const scripts = listed();
    const files = readdirSync(out);
    expect(scripts.map((s) => s.replace(/\.[0-9a-f]{10}\.js$/, ''))).toEqual(expect.arrayContaining(['/boot', '/lib']));
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(files).toContain(script.slice(1));
    // Not main.js (the page's own script tag), nor the chunk only the later import needs.
    const others = files.filter((f) => f.endsWith('.js') && !f.startsWith('main.') && !scripts.includes(`/${f}`));
    expect(others).toHaveLength(1);
  });

  it('takes a chunk by its name, and fails the build on a name that matches nothing', async () => {
    await build(['lib']);
    expect(listed().map((s) => s.replace(/\.[0-9a-f]{10}\.js$/, ''))).toEqual(['/lib']);
    await expect(build(['bootstrap'])).rejects.toThrow(/no chunk group or chunk named bootstrap/);
  });
});
