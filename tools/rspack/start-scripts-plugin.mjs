// Lists in the app's index.html the scripts its start loads after main.js (the chunks of the named
// chunk groups given, e.g. import(/* webpackChunkName: "bootstrap" */ './bootstrap'), and the
// shared-module chunks react and router), as JSON in <script type="application/json"
// id="portal-start-scripts">. main.js asks for them all at once (preloadStartScripts in
// shell/src/index.ts), after a served page's first contentful paint, so a start that runs them one
// per task never waits on a download the task before did not begin. Not <link rel="preload"> in the
// HTML: requested before the page's first paint, they would compete with it (Lighthouse's LCP went
// from about 1.2 to 2 s; docs/benchmarks.md).
import { rspack } from '@rspack/core';

const NAME = 'StartScriptsPlugin';
export const START_SCRIPTS_ELEMENT_ID = 'portal-start-scripts';

export class StartScriptsPlugin {
  /** @param {{ chunkGroups: string[] }} options names of chunk groups, or of chunks (a cache group's `name`) */
  constructor({ chunkGroups }) {
    this.chunkGroups = chunkGroups;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = new Set();
        for (const name of this.chunkGroups) {
          const group = compilation.namedChunkGroups.get(name);
          const chunks = group ? group.chunks : [compilation.namedChunks.get(name)].filter(Boolean);
          if (chunks.length === 0) throw new Error(`${NAME}: no chunk group or chunk named ${name}`);
          for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${data.publicPath}${file}`);
        }
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: START_SCRIPTS_ELEMENT_ID },
          innerHTML: JSON.stringify([...files]),
        });
        return data;
      });
    });
  }
}
