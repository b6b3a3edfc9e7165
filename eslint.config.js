// The team's rules, enforced: `npm run lint` runs this with zero warnings allowed.
// Import boundaries (import-x/no-restricted-paths) follow the folders' one-way dependencies:
//   domain <- shared-ui <- each remote's shared code (components, hooks, lib) <- its features <- its app
//   api/src stands alone (domain only); scripts/ and e2e/ may use the stack package, not each other.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;
const REMOTES = ['mfe-public', 'mfe-student', 'mfe-admin', 'mfe-ca', 'mfe-mentor'];
const FRONT_ENDS = ['shell', ...REMOTES];
/** A remote's code that every feature may use (bulletproof-react "shared"). */
const REMOTE_SHARED = ['components', 'hooks', 'lib', 'content', 'styles'];

const subfolders = (dir) =>
  existsSync(path.join(ROOT, dir))
    ? readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

function frontEndZones(app) {
  const src = `./${app}/src`;
  const features = subfolders(`${app}/src/features`);
  return [
    // A feature never imports another feature: what two features need moves to the app's shared folders or shared-ui.
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to components/, hooks/, lib/ or shared-ui.',
    })),
    // Shared code never reaches up into features or the app.
    ...REMOTE_SHARED.map((folder) => ({
      target: `${src}/${folder}`,
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code (components, hooks, lib) never imports a feature or the app.',
    })),
    // Nothing imports app/ except the entry (bootstrap) and app/ itself.
    {
      target: [`${src}/features`, ...REMOTE_SHARED.map((f) => `${src}/${f}`)],
      from: `${src}/app`,
      message: 'Only the entry imports app/.',
    },
    // Front ends never import each other's source: remotes load through Module Federation.
    {
      target: `./${app}`,
      from: FRONT_ENDS.filter((other) => other !== app).map((other) => `./${other}`),
      message: 'A front end never imports another front end: remotes are loaded through Module Federation.',
    },
    {
      target: `./${app}`,
      from: ['./api', './scripts', './e2e'],
      message: 'A front end imports only domain, shared-ui and its own source.',
    },
  ];
}

/**
 * The API's folders (ARCHITECTURE "API"): a feature uses another feature only through its service
 * (features/<area>/*-service.ts), a repository never calls a service, and lib/ stays pure helpers.
 */
function apiZones() {
  const features = `${ROOT}/api/src/features`;
  return [
    ...subfolders('api/src/features').map((feature) => ({
      target: `./api/src/features/${feature}`,
      from: [`${features}/**`],
      except: [`${features}/${feature}/**`, `${features}/*/*-service.ts`],
      message: "A feature uses another feature only through that feature's service (features/<area>/*-service.ts), by its type.",
    })),
    {
      target: './api/src/features/**/*-repository.ts',
      from: [`${features}/**/*-service.ts`],
      message: 'A repository only stores and reads documents: it never imports a service.',
    },
    // The audit entry and the mail of an action are written by its service, never by the repository that stores it.
    ...[
      [`${features}/audit/**`, `${features}/mail-outbox/**`],
      ['./api/src/plugins/mailer.ts', './api/src/mail'],
    ].map((from) => ({
      target: './api/src/features/**/*-repository.ts',
      from,
      message: 'A repository only stores and reads documents: the audit entry and the mail of an action are written by its service.',
    })),
    // A PDF is drawn (and stored) by its service's document module, from what the repository read.
    ...[
      [`${ROOT}/api/src/documents/**`, `${ROOT}/api/src/**/*-pdf.ts`],
      ['./api/src/plugins/pdf.ts', './api/src/plugins/pdf-signing.ts'],
    ].map((from) => ({
      target: './api/src/features/**/*-repository.ts',
      from,
      message: 'A repository only stores and reads documents: its service draws the PDF (documents/, plugins/pdf.ts, a *-pdf.ts module).',
    })),
    {
      target: './api/src/lib',
      from: ['./api/src/plugins', './api/src/features'],
      message: 'lib/ holds pure helpers: it imports no plugin and no feature.',
    },
    {
      target: './api/src/plugins',
      from: ['./api/src/features'],
      message: 'plugins/ is infrastructure: it imports no feature.',
    },
    {
      target: ['./api/src/lib', './api/src/models', './api/src/plugins', './api/src/features', './api/src/app.ts'],
      from: ['./api/src/migrations'],
      message: 'Migrations run from `npm run migrate`, never as a side effect of loading the models or the app.',
    },
  ];
}

/** A feature takes another feature's service as a type (the instance hands it the service object). */
const CROSS_FEATURE_SERVICE = {
  regex: '^(\\.\\./)+[a-z0-9-]+/[a-z0-9-]+-service(\\.ts)?$',
  allowTypeImports: true,
  message: "Take another feature's service as a type (`import type`); the instance gives you the service.",
};

/** The journey is computed from the areas' services; an area, even by a type, never knows the journey. */
const JOURNEY_READS_THE_AREAS = {
  target: subfolders('api/src/features')
    .filter((feature) => feature !== 'journey')
    .map((feature) => `./api/src/features/${feature}`),
  from: './api/src/features/journey',
  message:
    "The journey reads the areas, never the reverse: a route refuses its locked step with `preHandler: fastify.requireStepOpen('<step>')`.",
};

const boundaryZones = [
  {
    target: './domain',
    from: './',
    except: ['./domain', './node_modules'],
    message: 'domain is pure: it imports nothing of the project outside itself.',
  },
  {
    target: './shared-ui',
    from: [...FRONT_ENDS.map((app) => `./${app}`), './api', './scripts', './e2e'],
    message: 'shared-ui never imports a front end, the API or the tooling.',
  },
  {
    target: './api/src',
    from: ['./scripts', './e2e', './shared-ui', './tools', ...FRONT_ENDS.map((app) => `./${app}`)],
    message: 'api/src imports only domain and its own source.',
  },
  {
    target: './api',
    from: ['./scripts', './e2e'],
    message:
      'The API, its tests, benchmarks and fuzzer included, starts services through the stack package: scripts/ start the API, never the reverse.',
  },
  {
    target: './stack',
    from: './',
    except: ['./stack', './node_modules'],
    message: 'The stack package is the tool library every folder uses: it imports nothing of the project.',
  },
  ...apiZones(),
  JOURNEY_READS_THE_AREAS,
  { target: './scripts', from: './e2e', message: 'scripts/ and e2e/ share code through the stack package, not each other.' },
  { target: './e2e', from: './scripts', message: 'scripts/ and e2e/ share code through the stack package, not each other.' },
  ...FRONT_ENDS.flatMap(frontEndZones),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '.data/', 'coverage/', 'test-results/', 'playwright-report/', 'tools/embedded-mongo/target/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // The modules import-x reads for its graph (no-cycle): without the TypeScript ones it passes over
      // every .ts import, and a cycle between TypeScript files goes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `typeof import('x')` stays allowed for modules a test imports late, after its mocks.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A variable a closure reads before its one assignment (a timer cleared by an earlier callback) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // No import cycles in TypeScript: a module of a cycle can run before the other has defined its
  // exports. `import type` is erased, so it makes none (the direction between the API's areas is
  // held by the boundaries above). tools/lint/boundaries.test.ts proves the rule fails on a cycle.
  // Packages are not followed (a cycle through node_modules is not ours; the workspaces' one-way
  // boundaries rule out one between them): the rule's time in a full run 12 s → 5 s.
  { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] } },
  // One job per file in the API: past 300 lines of code a module is split by what it does (api/README);
  // blank lines and comments do not count.
  { files: ['api/src/**/*.ts'], rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] } },
  // Type-aware rules where they pay: promises nobody awaits or handles, in every TypeScript file.
  // One TypeScript program over the whole repository (tsconfig.eslint.json) instead of one per
  // workspace: the shared packages are read and bound once, not once per workspace that imports
  // them (ESLint 133 s of CPU → 89 s). The workspaces' own settings are held by `npm run typecheck`.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // The API's pure helpers know nothing of Fastify, and a feature takes another feature's service as a
  // type (the instance hands it the service object): a runtime import across features needs a reason.
  {
    files: ['api/src/lib/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'lib/ holds pure helpers: no Fastify (a Fastify helper goes in plugins/ or its feature).' },
            { name: 'fastify-plugin', message: 'lib/ holds pure helpers: no Fastify (a Fastify helper goes in plugins/ or its feature).' },
          ],
          patterns: [
            { group: ['@fastify/*'], message: 'lib/ holds pure helpers: no Fastify (a Fastify helper goes in plugins/ or its feature).' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/features/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CROSS_FEATURE_SERVICE] }] },
  },
  // A route parses, calls its area's service (fastify.<area>) and replies: the queries are the service's business.
  {
    files: ['api/src/features/*/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            CROSS_FEATURE_SERVICE,
            {
              regex: '(^|/)([a-z0-9-]+-repository|models/[a-z0-9-]+|lib/models)(\\.ts)?$',
              allowTypeImports: true,
              message: 'A route parses, calls its service and replies: it imports no repository or model (types only).',
            },
          ],
        },
      ],
    },
  },
  // One way to write a date (domain/src/calendar.ts): a screen, a mail and a PDF print the same "14 Dec 2026".
  // Intl and toLocale* depend on the runtime's ICU data and the machine's zone; a list of month names
  // starts a second formatter. tools/lint/date-formats.test.ts proves the rule fails on each.
  {
    files: ['{api,domain,shared-ui,shell,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['domain/src/calendar.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ["MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", 'Intl.DateTimeFormat'],
          ['CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', 'toLocaleDateString/toLocaleTimeString'],
          ["CallExpression[callee.property.name='toLocaleString'][callee.object.callee.name='Date']", 'Date#toLocaleString'],
          ['ArrayExpression:has(> Literal[value=/^Jan(uary)?$/]):has(> Literal[value=/^Feb(ruary)?$/])', 'A list of month names'],
        ].map(([selector, what]) => ({
          selector,
          message: `${what} writes a date outside the one formatter: use domain/src/calendar.ts (dayLabel, dateRangeLabel, istDateTimeLabel, …).`,
        })),
      ],
    },
  },
  // React: hooks rules and accessibility for every front end.
  {
    files: ['{shared-ui,shell,mfe-*,tools/test-support}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The API's response views are TypeBox schemas: a screen takes their types, never the schema code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/domain/views/*'],
              allowTypeImports: true,
              message: 'Screens import the views as types only (`import type`): the schemas are the API contract.',
            },
          ],
        },
      ],
    },
  },
);
