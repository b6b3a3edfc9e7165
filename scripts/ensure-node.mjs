// `node scripts/ensure-node.mjs` (.ci/run): installs Node 24 LTS into .data/node24 when this Node
// is older and prints the folder to put first on PATH; prints nothing on Node 24 or newer.
import { ensureNode24, runsOnSupportedNode } from './lib/node-runtime.mjs';

if (!runsOnSupportedNode()) process.stdout.write(`${ensureNode24()}\n`);
