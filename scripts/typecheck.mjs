// `npm run typecheck`: the root project and every workspace, each with its own tsconfig.json, checked
// by TypeScript 7's native compiler (the `typescript-native` alias of typescript@7). The tools that
// load TypeScript as a library (typescript-eslint, the federation type plugin) stay on TypeScript 6,
// whose JavaScript API TypeScript 7 no longer has: the side-by-side set-up TypeScript 7's release
// notes describe. Measured on the 2-core machine: 25 s for the eleven projects, 1 min 50 s with
// TypeScript 6's tsc (docs/testing.md).
// One type checker per project (`--checkers 1`; TypeScript 7 runs four by default, each building its
// own copy of the types): the API's Fastify instance type, with every plugin's decorations, is related
// once instead of four times. The API project in 11 s of CPU instead of 38 s (9 s wall instead of 20 s),
// all eleven in 30 s of CPU instead of 51 s, on the 2-core machine where the other lanes of `npm test`
// want the cores too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = ['.', ...workspaces].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

let failed = 0;
for (const dir of projects) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', '--checkers', '1'], {
    cwd: path.join(root, dir),
    stdio: 'inherit',
  });
  console.log(`${status === 0 ? 'ok    ' : 'FAILED'} ${dir === '.' ? '(root)' : dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
