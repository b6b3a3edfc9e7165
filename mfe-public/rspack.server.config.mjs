import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = process.env.PORTAL_DIST_DIR ? path.resolve(process.env.PORTAL_DIST_DIR) : path.join(appDir, 'dist');

/**
 * The same pages for Node: dist/server/public-pages.cjs, one self-contained CommonJS file (React,
 * the router and the pages inside; Node's own modules outside), which the shell's page server
 * fetches from this remote's origin and runs to render the public pages (src/server/render-page.tsx).
 * Beside it, public-pages.cjs.sha256: the hash the page server checks the fetched file against
 * before it runs it (shell/server/public-pages.mjs), which it reads from its own machine.
 */
const PUBLISH_SHA256 = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishSha256', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishSha256', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const bundle = compilation.getAsset('public-pages.cjs');
        const sha256 = createHash('sha256').update(bundle.source.source()).digest('hex');
        compilation.emitAsset('public-pages.cjs.sha256', new rspack.sources.RawSource(`${sha256}\n`));
      });
    });
  },
};

export default (_env, argv) => ({
  name: 'server',
  context: appDir,
  mode: argv.mode === 'production' ? 'production' : 'development',
  target: 'node',
  devtool: false,
  entry: { 'public-pages': './src/server/render-page.tsx' },
  output: {
    path: path.join(distDir, 'server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      // A stylesheet is its text, minified: src/server/page-css.ts inlines the page's own in <head>.
      { test: /\.css$/, type: 'asset/source', use: [{ loader: 'builtin:lightningcss-loader', options: { minify: true } }] },
      { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/inline' },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({ 'process.env.PORTAL_RELEASE': JSON.stringify(process.env.PORTAL_RELEASE ?? '') }),
    // One file: the page server runs it from memory, without fetching chunks.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    PUBLISH_SHA256,
  ],
  optimization: { minimize: false },
  performance: { hints: false },
});
