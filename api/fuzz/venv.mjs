// Creates the Python virtual environment of the API fuzzer (.data/venv) with the pinned
// schemathesis of requirements.txt, once, and again whenever requirements.txt changes.
// Called by `.ci/run` (node scripts/api-fuzz/venv.mjs) and by the fuzz run itself.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, SetupError } from '../../stack/src/services.mjs';

const REQUIREMENTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'requirements.txt');
export const VENV_DIR = path.join(ROOT, '.data/venv');
const STAMP = path.join(VENV_DIR, 'requirements.sha256');
/** schemathesis 4 needs Python 3.11+ (Debian 12 has 3.11); PYTHON chooses another interpreter. */
const PYTHON_MIN = [3, 11];
const bin = (name) => path.join(VENV_DIR, process.platform === 'win32' ? 'Scripts' : 'bin', name);

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error?.code === 'ENOENT')
    throw new SetupError(`${command} was not found: ${what} needs Python ${PYTHON_MIN.join('.')} or newer.`);
  if (result.status !== 0) throw new SetupError(`${what} failed (${command} ${args.join(' ')}); see the output above.`);
}

/** Returns the path of the `st` (schemathesis) command, installing it first when needed. */
export function ensureSchemathesis({ log = console.log } = {}) {
  const wanted = createHash('sha256').update(readFileSync(REQUIREMENTS)).digest('hex');
  const st = bin('st');
  if (existsSync(st) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === wanted) return st;

  const python = process.env.PYTHON ?? 'python3';
  run(
    python,
    [
      '-c',
      `import sys; sys.exit(0 if sys.version_info >= (${PYTHON_MIN.join(', ')}) else 'schemathesis needs Python ${PYTHON_MIN.join('.')} or newer; set PYTHON to one')`,
    ],
    'The API fuzzer',
  );
  log(`Creating the API fuzzer's Python environment in ${path.relative(ROOT, VENV_DIR)}…`);
  rmSync(VENV_DIR, { recursive: true, force: true });
  const venv = spawnSync(python, ['-m', 'venv', VENV_DIR], { cwd: ROOT, encoding: 'utf8' });
  if (venv.status !== 0) {
    rmSync(VENV_DIR, { recursive: true, force: true });
    throw new SetupError(
      `${python} -m venv failed${venv.stderr ? `: ${venv.stderr.trim().split('\n').at(-1)}` : ''}. ` +
        "On Debian or Ubuntu install the venv module with 'apt-get install python3-venv'.",
    );
  }
  run(bin('python'), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', REQUIREMENTS], 'Installing schemathesis');
  writeFileSync(STAMP, `${wanted}\n`);
  return st;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`schemathesis: ${ensureSchemathesis()}`);
  } catch (err) {
    console.error(err instanceof SetupError ? err.message : err);
    process.exit(1);
  }
}
