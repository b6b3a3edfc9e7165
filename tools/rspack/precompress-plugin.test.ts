/** The build writes a brotli and a gzip copy of each text asset, byte for byte the asset when decoded. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrecompressPlugin } from './precompress-plugin.mjs';

let dir: string;
let out: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  out = path.join(dir, 'dist');
  writeFileSync(path.join(dir, 'index.js'), `document.title = ${JSON.stringify('Career Portal '.repeat(100))};\nimport('./late.js');\n`);
  writeFileSync(path.join(dir, 'late.js'), 'export const tiny = 1;\n');
  const compiler = rspack({
    context: dir,
    mode: 'production',
    entry: './index.js',
    devtool: 'source-map',
    output: { path: out, filename: '[name].js', chunkFilename: 'late.js' },
    plugins: [new rspack.HtmlRspackPlugin({ title: 'Test' }), new PrecompressPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) =>
      err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : compiler.close(() => resolve()),
    ),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PrecompressPlugin', () => {
  it('writes .br and .gz copies of scripts and pages that decode to the asset', () => {
    for (const name of ['main.js', 'index.html']) {
      const original = readFileSync(path.join(out, name));
      expect(brotliDecompressSync(readFileSync(path.join(out, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(out, `${name}.gz`)))).toEqual(original);
      expect(readFileSync(path.join(out, `${name}.br`)).length).toBeLessThan(original.length);
    }
  });

  it('leaves out source maps and copies that would not be smaller', () => {
    const files = readdirSync(out);
    expect(files).toContain('main.js.map');
    expect(files.filter((f) => f.includes('.map.'))).toEqual([]);
    for (const asset of files.filter((f) => /\.(?:js|html)$/.test(f))) {
      for (const copy of [`${asset}.br`, `${asset}.gz`].filter((c) => files.includes(c))) {
        expect(readFileSync(path.join(out, copy)).length, copy).toBeLessThan(readFileSync(path.join(out, asset)).length);
      }
    }
    // The tiny late chunk: gzip's own header outweighs what it would save.
    expect(files).not.toContain('late.js.gz');
  });
});
