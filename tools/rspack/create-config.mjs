// Builds the rspack configuration of one federated app, so each app's rspack.config.mjs
// only names itself, its port and what it exposes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { fileURLToPath } from 'node:url';
import { federationShared } from './federation-shared.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { StartScriptsPlugin } from './start-scripts-plugin.mjs';

const TOOLS_DIR = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// The federation runtime's ES module, reached by path: its package name is external in remotes.
const RUNTIME_CORE_FILE = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js');
// react-router's own builds; its package exports only the development one.
const REACT_ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
// TanStack Query's ES build, reached by path: its package name is the alias of react-query.mjs.
const REACT_QUERY_FILE = path.join(path.dirname(require.resolve('@tanstack/react-query/package.json')), 'build/modern/index.js');

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app
 * @param {string} options.name federation name (underscores), e.g. 'mfe_student'
 * @param {number} options.port dev-server port
 * @param {string} options.title HTML title of the standalone page
 * @param {Record<string,string>} [options.exposes] e.g. { './App': './src/app/App.tsx' }
 * @param {string[]} [options.runtimePlugins] host runtime plugins
 * @param {boolean} [options.eagerCompile] every script of the app is compiled as it downloads (see below), not only remoteEntry.js
 */
export function createAppConfig({ appDir, name, port, title, exposes, runtimePlugins, eagerCompile = false }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const remote = !!exposes;
    return {
      context: appDir,
      mode: dev ? 'development' : 'production',
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      // A remote's own page first provides the federation runtime the shell provides in the portal.
      entry: remote
        ? { 'federation-runtime': path.join(TOOLS_DIR, 'standalone-federation-runtime.mjs'), main: './src/index.ts' }
        : { main: './src/index.ts' },
      output: {
        // PORTAL_DIST_DIR builds elsewhere than dist/ (a release folder to deploy, or the browser test of a redeploy).
        path: process.env.PORTAL_DIST_DIR ? path.resolve(process.env.PORTAL_DIST_DIR) : path.join(appDir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: {
          '@portal/federation-runtime-core$': RUNTIME_CORE_FILE,
          // The one router module every app shares (see react-router.mjs).
          'react-router-dom$': path.join(TOOLS_DIR, 'react-router.mjs'),
          'react-router$': path.join(TOOLS_DIR, 'react-router.mjs'),
          '@portal/react-router-production$': path.join(REACT_ROUTER_DIST, dev ? 'development/index.mjs' : 'production/index.mjs'),
          // The one query module every app shares (see react-query.mjs).
          '@tanstack/react-query$': path.join(TOOLS_DIR, 'react-query.mjs'),
          '@portal/react-query-package$': REACT_QUERY_FILE,
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            // An import of a name a module does not export (e.g. one react-router.mjs leaves out) fails the build.
            parser: { exportsPresence: 'error' },
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        // The release a deployment names (PORTAL_RELEASE, e.g. '2026-11-25.1'), shown where an area says which it runs; empty by default.
        new rspack.DefinePlugin({ 'process.env.PORTAL_RELEASE': JSON.stringify(process.env.PORTAL_RELEASE ?? '') }),
        // Each app is served at the root of its origin; absolute script URLs keep deep links (/student-main/pay) working.
        new rspack.HtmlRspackPlugin({
          template: path.join(TOOLS_DIR, 'index.html'),
          title,
          publicPath: '/',
          chunks: remote ? ['federation-runtime', 'main'] : ['main'],
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: federationShared,
          runtimePlugins,
          // Use a shared module already on the page rather than fetching every remote's entry to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          // One federation runtime per page, the shell's: remoteEntry.js does not carry its own copy.
          // target 'web' drops the runtime's Node.js script loaders (2 KB gzip off every remoteEntry.js).
          experiments: {
            ...(remote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
          manifest: { fileName: 'mf-manifest.json' },
        }),
        dev && new ReactRefreshRspackPlugin(),
        // V8's explicit compile hint (Chrome 136+): the functions of a marked script are compiled on a
        // background thread while it downloads, instead of on the main thread when first called. For
        // scripts that run as a page loads (the shell's, the public pages', each remote's entry):
        // on a phone's main thread that is most of their parse-and-compile time.
        !dev &&
          new rspack.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            // After minification (which drops comments), before source maps are made.
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            include: eagerCompile ? /\.js$/ : /^remoteEntry\.js$/,
          }),
        !remote && new StartScriptsPlugin({ chunkGroups: ['react', 'router', 'bootstrap'] }),
        !dev && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        minimize: !dev,
        // In the shell, what every page loads travels in a few requests rather than one per shared
        // module: React, the router, and the small stateful modules (session store, API client,
        // zustand, the domain rules they use). Not in remotes: their copies of shared modules are
        // fallbacks the shell's copies replace. `type` keeps federation's stand-ins out of the groups.
        splitChunks: remote
          ? undefined
          : {
              cacheGroups: {
                react: {
                  test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
                  type: /^javascript\//,
                  name: 'react',
                  chunks: 'all',
                  enforce: true,
                },
                router: {
                  test: /[\\/](?:node_modules[\\/]react-router[\\/]|tools[\\/]rspack[\\/]react-router\.mjs)/,
                  type: /^javascript\//,
                  name: 'router',
                  chunks: 'all',
                  enforce: true,
                },
                sharedState: {
                  test: /[\\/](?:shared-ui[\\/]src[\\/](?:api|config|lib|session)|domain[\\/]src|stack[\\/]src|zustand)[\\/]/,
                  type: /^javascript\//,
                  name: 'shared-state',
                  chunks: 'all',
                  enforce: true,
                },
              },
            },
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}
