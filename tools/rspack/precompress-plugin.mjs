// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, so
// the app servers send compressed bytes without compressing on each request (@fastify/static
// `preCompressed`). Built on node:zlib rather than compression-webpack-plugin, which would pull
// webpack itself into the install as its peer.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const NAME = 'PrecompressPlugin';
/** Text assets a browser fetches; source maps are left out (only developer tools read them). */
export const PRECOMPRESSED = /\.(?:js|mjs|css|html|json|svg|txt)$/;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, where federation writes mf-manifest.json.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((name) => PRECOMPRESSED.test(name))
            .map(async (name) => {
              const input = compilation.getAsset(name).source.buffer();
              const [br, gz] = await Promise.all([
                brotli(input, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                  },
                }),
                gzipAsync(input, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              // A tiny file can grow when compressed: then the server sends it as it is.
              if (br.length < input.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
              if (gz.length < input.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
