// The embedded MongoDB-compatible server (mongo-java-server + H2, tools/embedded-mongo): built
// by Maven into one jar on first use and run as a child process. Used by `npm start`, the API
// test setup, the browser-test stack (through start.mjs), the benchmarks and .ci/run.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT, SetupError, isPortFree } from './services.mjs';

const SOURCE_DIR = path.join(ROOT, 'tools/embedded-mongo');
const BIN_DIR = path.join(ROOT, '.data/bin');
const JAR = path.join(BIN_DIR, 'embedded-mongo.jar');
/** Hash of the sources the jar was built from; a different hash means rebuild. */
const JAR_SOURCES = `${JAR}.sources`;

/**
 * A small heap and the serial collector (the defaults let the JVM grow past 1 GB on this workload),
 * and only the quick JIT tier (C1): the optimizing compiler's threads took half the database's CPU
 * in the test runs, which are short; the same twelve API test files used 18 s of the database's CPU
 * instead of 38 s, and ran in 65 s instead of 71 s.
 */
export const EMBEDDED_MONGO_JVM_OPTIONS = Object.freeze([
  '-Xmx256m',
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:+ExitOnOutOfMemoryError',
]);

const MISSING_JAVA =
  'MONGODB_URI is not set and {what}: install Java 17+ and Maven (on Debian or Ubuntu: apt-get install default-jdk-headless maven) to run the embedded database, or set MONGODB_URI to a MongoDB 6+ server.';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'target')
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of sourceFiles(SOURCE_DIR)) hash.update(path.relative(SOURCE_DIR, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** The major version of the `java` on PATH, or null when there is none. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // "1.8.0_392" is Java 8; "17.0.15" is Java 17.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function requireJava() {
  const major = javaMajorVersion();
  if (major === null) throw new SetupError(MISSING_JAVA.replace('{what}', 'Java is not installed'));
  if (major < 17) throw new SetupError(MISSING_JAVA.replace('{what}', `the installed Java is version ${major}`));
}

/**
 * Builds tools/embedded-mongo into .data/bin/embedded-mongo.jar when it is missing or its sources
 * changed, and returns the jar's path. Safe to run from several processes at once: each builds in
 * a folder of its own and moves the finished jar into place.
 */
let jarChecked = false;

export function ensureEmbeddedMongoJar({ log = console.log } = {}) {
  if (jarChecked) return JAR;
  requireJava();
  const hash = sourcesHash();
  if (existsSync(JAR) && existsSync(JAR_SOURCES) && readFileSync(JAR_SOURCES, 'utf8') === hash) {
    jarChecked = true;
    return JAR;
  }

  const maven = spawnSync('mvn', ['--version'], { encoding: 'utf8' });
  if (maven.error || maven.status !== 0) throw new SetupError(MISSING_JAVA.replace('{what}', 'Maven is not installed'));

  log('Building the embedded database (mongo-java-server + H2) with Maven; the first build downloads its libraries and takes a minute…');
  const buildDir = path.join(BIN_DIR, `build-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(buildDir, { recursive: true });
  try {
    const build = spawnSync(
      'mvn',
      [
        '-B',
        '-q',
        '--no-transfer-progress',
        '-Dstyle.color=never',
        `-DbuildDir=${buildDir}`,
        '-f',
        path.join(SOURCE_DIR, 'pom.xml'),
        'package',
      ],
      { cwd: SOURCE_DIR, encoding: 'utf8' },
    );
    if (build.status !== 0) {
      console.error(`${build.stdout ?? ''}${build.stderr ?? ''}${build.error ? String(build.error) : ''}`);
      throw new SetupError('Building the embedded database with Maven failed (see the output above).');
    }
    renameSync(path.join(buildDir, 'embedded-mongo.jar'), JAR);
    writeFileSync(JAR_SOURCES, hash);
    jarChecked = true;
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  return JAR;
}

/**
 * Starts the embedded server on 127.0.0.1:port with its store in dataDir and resolves with
 * { uri, child } once it prints its "ready" line. serverArgs go to the program (e.g. the benchmark's
 * ['--commit-delay-ms', '100']).
 */
export async function startEmbeddedMongo({ port, dataDir, log = console.log, serverArgs = [], timeoutMs = 60_000 }) {
  const jar = ensureEmbeddedMongoJar({ log });
  if (!(await isPortFree(port)))
    throw new SetupError(`Port ${port} for the embedded database is in use. Stop what uses it or set MONGODB_URI.`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    'java',
    // Its stdin stays open while this process lives: if this process dies, the server stops too.
    [...EMBEDDED_MONGO_JVM_OPTIONS, '-jar', jar, '--listen', `127.0.0.1:${port}`, '--dir', dataDir, '--stop-on-stdin-eof', ...serverArgs],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const uri = await new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new SetupError(`The embedded database did not start within ${timeoutMs} ms.`));
    }, timeoutMs);
    const onExit = (code, signal) => {
      clearTimeout(timer);
      reject(new SetupError(`The embedded database stopped during start-up (${signal ?? `exit code ${code}`}); see its message above.`));
    };
    child.once('exit', onExit);
    lines.on('line', (line) => {
      const ready = /^ready (\S+)$/.exec(line);
      if (!ready) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(ready[1]);
    });
  });
  return { uri, child };
}
