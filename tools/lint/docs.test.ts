// The docs name things a reader will type or look for: commands, settings, collections, the API's
// feature folders. Each name is checked against the source it names, so a doc cannot go on naming
// something that was renamed or removed. Plain file reads only: what the docs say is compared with
// what package.json, the configuration table (generated from the API's schema and held by
// scripts/docs-config.test.ts), the source's reads of the environment and the models declare.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const subfolders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The docs a reader follows (docs/spec/ holds the customer's own documents, quoted as written). */
const DOCS = [
  'README.md',
  'api/README.md',
  'e2e/README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const docs = DOCS.map((file) => ({ file, text: read(file) }));

/** The repository's source files, committed or new, by their text. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$|^\.ci\/run$/;
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && existsSync(path.join(ROOT, file)))
  .map((file) => ({ file, text: read(file) }));

/** "file:line: what" for each match of a pattern whose name `exists` refuses. */
function unknownNames(pattern: RegExp, exists: (match: RegExpMatchArray) => boolean): string[] {
  return docs.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)]
      .filter((match) => !exists(match))
      .map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`),
  );
}

describe('the API feature list of api/README.md', () => {
  const listed = () => {
    const section = read('api/README.md')
      .split(/^## /m)
      .find((part) => part.startsWith('Features'));
    return [...(section ?? '').matchAll(/^- `([a-z0-9-]+)`/gm)].map((m) => m[1] as string);
  };

  it('names every folder of api/src/features/, and nothing else', () => {
    const folders = subfolders('api/src/features').sort();
    expect(folders.length).toBeGreaterThan(10);
    expect([...listed()].sort(), 'api/README.md "Features" against api/src/features/').toEqual(folders);
  });

  it('names each once, in the order of the folders', () => {
    expect(listed()).toEqual([...listed()].sort());
  });
});

describe('the commands the docs give', () => {
  const scriptsOf = (folder: string) => Object.keys(JSON.parse(read(`${folder}/package.json`)).scripts ?? {});
  const ROOT_SCRIPTS = new Set(scriptsOf('.'));
  const WORKSPACES: readonly string[] = JSON.parse(read('package.json')).workspaces;
  // `npm run NAME`, with the workspace it runs in when one is named (`npm run build -w mfe-admin`).
  const NPM_RUN = /\bnpm run ([a-z0-9:_-]+)(?:[ \t]+(?:-w|--workspace)[ =]([a-z0-9@/_-]+))?/g;

  it('reads the command and its workspace', () => {
    const found = [...'`npm run build -w mfe-admin`, npm run e2e -- --grep x, `npm run seed:invoices -- 500`'.matchAll(NPM_RUN)];
    expect(found.map((m) => [m[1], m[2]])).toEqual([
      ['build', 'mfe-admin'],
      ['e2e', undefined],
      ['seed:invoices', undefined],
    ]);
  });

  it('are scripts of package.json (or of the workspace named)', () => {
    const unknown = unknownNames(NPM_RUN, ([, script, workspace]) =>
      workspace ? WORKSPACES.includes(workspace) && scriptsOf(workspace).includes(script as string) : ROOT_SCRIPTS.has(script as string),
    );
    expect(unknown, 'npm run commands that package.json does not have').toEqual([]);
    for (const script of ['start', 'test']) expect(ROOT_SCRIPTS.has(script), `npm ${script}`).toBe(true);
  });
});

describe('the settings the docs name', () => {
  // The API's settings: the rows of the generated table in docs/configuration.md.
  const configuration = read('docs/configuration.md');
  const generated = configuration.slice(
    configuration.indexOf('<!-- configuration table'),
    configuration.indexOf('<!-- end of the generated'),
  );
  const API_SETTINGS = new Set([...generated.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1] as string));
  // Everything else the code reads from the environment (scripts/, stack/, e2e/, the builds), and
  // what the CI script reads in shell.
  const ENV_READ = /\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g;
  const SHELL_READ = /\$\{?([A-Z][A-Z0-9_]*)\b/g;
  const isScript = (file: string) => /\.[cm]?[jt]sx?$/.test(file);
  const READ_FROM_ENV = new Set(
    sources.flatMap(({ file, text }) => [...text.matchAll(isScript(file) ? ENV_READ : SHELL_READ)].map((m) => (m[1] ?? m[2]) as string)),
  );
  // Docs also name the code's constants in capitals (`JSON_BODY_ERRORS`, `CONFIG_SCHEMA`).
  const DECLARED = /\b(?:const|let|var|enum|function|class|type|interface)\s+([A-Z][A-Z0-9_]*)\b/g;
  const CONSTANTS = new Set(sources.flatMap(({ text }) => [...text.matchAll(DECLARED)].map((m) => m[1] as string)));
  // `NAME` alone (a name with an underscore: single words are values, such as `INR` or `SIGTERM`), and
  // every `NAME=value`, in code spans and blocks alike.
  const SETTING = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`|(?<![\w.-])([A-Z][A-Z0-9_]*)=/g;

  it('reads a name alone in backticks, and any NAME=value', () => {
    const text = '`MONGODB_URI`, `NODE_ENV=production`, `MONGODB_URI=... npx tsx`, E2E_PORT_OFFSET=800 npm run e2e, `INR`, a==b';
    expect([...text.matchAll(SETTING)].map((m) => m[1] ?? m[2])).toEqual(['MONGODB_URI', 'NODE_ENV', 'MONGODB_URI', 'E2E_PORT_OFFSET']);
  });

  it('finds the API settings, the environment the tooling reads and the constants', () => {
    for (const name of ['MONGODB_URI', 'JWT_SECRET', 'FEE_AUTO_VERIFY']) expect(API_SETTINGS.has(name), name).toBe(true);
    for (const name of ['PORT_OFFSET', 'E2E_PORT_OFFSET', 'CI', 'BENCH_STUDENTS']) expect(READ_FROM_ENV.has(name), name).toBe(true);
    expect(CONSTANTS.has('CONFIG_SCHEMA')).toBe(true);
  });

  it('exist: an API setting, a variable the code reads, or a constant of the code', () => {
    const unknown = unknownNames(SETTING, (match) => {
      const name = (match[1] ?? match[2]) as string;
      return API_SETTINGS.has(name) || READ_FROM_ENV.has(name) || CONSTANTS.has(name);
    });
    expect(unknown, 'settings and constants that nothing declares or reads').toEqual([]);
  });
});

describe('the collections and buckets the docs name', () => {
  const api = sources.filter(({ file }) => file.startsWith('api/src/'));
  const all = (pattern: RegExp) => api.flatMap(({ text }) => [...text.matchAll(pattern)].map((m) => m[1] as string));
  // Mongoose names a model's collection after the model, lower-cased and pluralised, unless its
  // schema sets `collection`: both are taken, with mongoose's own rule (the API's dependency).
  const pluralize = createRequire(path.join(ROOT, 'api/package.json'))('mongoose/lib/helpers/pluralize.js') as (name: string) => string;
  const STORED = new Set([
    ...all(/\bcollection:\s*'([a-z0-9_.]+)'/g),
    ...all(/\.collection(?:<[^>]*>)?\(\s*'([a-z0-9_.]+)'/g),
    ...all(/\.model(?:<[^>]*>)?\(\s*'([A-Za-z0-9]+)'/g).map(pluralize),
    ...all(/\bFILE_KINDS\s*=\s*\[([^\]]*)\]/g).flatMap((list) => [...list.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1] as string)),
  ]);
  // One name or a list of them (`a`, `b` and `c`) with "collection" or "bucket" beside it, or after
  // "in", "into" or "from": how the docs name where something is stored.
  const NAMES = '`[a-z][a-z0-9_]*`(?:(?:,\\s+|,?\\s+(?:and|or)\\s+)`[a-z][a-z0-9_]*`)*';
  const STORE = new RegExp(
    `\\b(?:(?:collection|bucket)s?(?:\\s+of)?|(?:in|into|from)(?:\\s+the)?)\\s+(${NAMES})(?![\\w/])|(${NAMES})\\s+(?:GridFS\\s+)?(?:collection|bucket)s?\\b`,
    'g',
  );
  const namesIn = (match: RegExpMatchArray) =>
    [...((match[1] ?? match[2]) as string).matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1] as string);

  it('reads the names beside "collection", "bucket", "in", "into" and "from"', () => {
    const text =
      'in `consents`, the `outbox` collection, GridFS bucket `invoices`, the buckets `id_proofs`, `signatures` and `letters`, a job\nin the `data_exports` bucket, of `data.json`, in `dist/`';
    expect([...text.matchAll(STORE)].flatMap(namesIn)).toEqual([
      'consents',
      'outbox',
      'invoices',
      'id_proofs',
      'signatures',
      'letters',
      'data_exports',
    ]);
  });

  it('finds the models’ collections, by their option or mongoose’s plural, and the GridFS buckets', () => {
    for (const name of ['users', 'id_proof_uploads', 'gateway_events', 'outbox', 'invoices', 'data_exports'])
      expect(STORED.has(name), name).toBe(true);
    expect(pluralize('GatewayEvent')).toBe('gatewayevents');
  });

  it('exist as a model’s collection or a GridFS bucket', () => {
    const unknown = unknownNames(STORE, (match) => namesIn(match).every((name) => STORED.has(name)));
    expect(unknown, 'collections and buckets that no model or bucket of api/src declares').toEqual([]);
  });
});
