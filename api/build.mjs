// Compiles the API to JavaScript for production (`npm run build`): every source file of api/src
// becomes a file at the same place under api/dist (the plugin and route folders stay folders, as
// @fastify/autoload reads them), the domain and stack packages are compiled in, and npm packages
// stay imports resolved from node_modules. Run: node api/build.mjs [--outdir DIR]
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(here, 'dist'));
const srcDir = path.join(here, 'src');

const entryPoints = readdirSync(srcDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
  .map((e) => path.join(e.parentPath, e.name));

/** npm packages stay imports; the workspace packages (@portal/*) are TypeScript sources to compile in. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints,
  outbase: srcDir,
  outdir,
  bundle: true,
  splitting: true,
  // Shared code lands beside app.js and server.js, never inside a folder autoload reads.
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`API compiled to ${path.relative(process.cwd(), outdir) || '.'} (${entryPoints.length} files) in ${Date.now() - started} ms`);
