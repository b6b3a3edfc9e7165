// The import boundaries are rules that fail, not prose: each case lints one import as if it were
// written in a real file of the repository, with the project's own ESLint configuration.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only the boundary rules run, on the project's configuration otherwise unchanged; without type
// information (none of them needs it) the linter builds no TypeScript program per workspace,
// which took most of this file's half a minute.
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports']);
const ROOT = new URL('../..', import.meta.url).pathname;
const WITHOUT_TYPES = { languageOptions: { parserOptions: { projectService: false, project: null } } };
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId), overrideConfig: WITHOUT_TYPES });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it('refuses a remote importing another remote', async () => {
    const errors = await boundaryErrors('mfe-admin/src/index.ts', "import '../../mfe-student/src/app/App';\n");
    expect(errors.join('\n')).toMatch(/never imports another front end/);
  });

  it('refuses the API importing scripts/', async () => {
    const errors = await boundaryErrors('api/src/server.ts', "import '../../scripts/start.mjs';\n");
    expect(errors.join('\n')).toMatch(/api\/src imports only domain/);
  });

  it('refuses an API test importing scripts/, and the stack package importing the project', async () => {
    const fromTest = await boundaryErrors('api/test/global-setup.ts', "import '../../scripts/lib/build-apps.mjs';\n");
    expect(fromTest.join('\n')).toMatch(/starts services through the stack package/);
    const fromStack = await boundaryErrors('stack/src/ports.ts', "import '../../api/src/config';\n");
    expect(fromStack.join('\n')).toMatch(/imports nothing of the project/);
    expect(await boundaryErrors('api/test/global-setup.ts', "import '@portal/stack/services.mjs';\n")).toEqual([]);
  });

  it('refuses domain importing anything of the project outside itself', async () => {
    const errors = await boundaryErrors('domain/src/money.ts', "import '../../shared-ui/src/lib/format';\n");
    expect(errors.join('\n')).toMatch(/domain is pure/);
  });

  it('refuses shared-ui importing a remote', async () => {
    const errors = await boundaryErrors('shared-ui/src/lib/format.ts', "import '../../../mfe-ca/src/app/App';\n");
    expect(errors.join('\n')).toMatch(/shared-ui never imports a front end/);
  });

  it('refuses a feature importing another feature, and shared code importing the app', async () => {
    const feature = await boundaryErrors(
      'mfe-admin/src/features/student-search/api/search-students.ts',
      "import '../../student-payments/lib/format';\n",
    );
    expect(feature.join('\n')).toMatch(/A feature never imports another feature/);
    const app = await boundaryErrors('mfe-student/src/lib/form-rules.ts', "import '../app/App';\n");
    expect(app.join('\n')).toMatch(/never imports a feature or the app|Only the entry imports app/);
  });

  it("lets a feature use its own files, its remote's shared code, domain and shared-ui", async () => {
    const errors = await boundaryErrors(
      'mfe-student/src/features/fees/components/PaySection.tsx',
      "import '../hooks/use-fee-steps';\nimport '../../../lib/form-rules';\nimport '@portal/domain/money';\nimport '@portal/shared-ui/api/api-client';\n",
    );
    expect(errors).toEqual([]);
  });
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('API folders', { timeout: 60_000 }, () => {
  it("refuses a feature reaching into another feature's files other than its service", async () => {
    const errors = await boundaryErrors('api/src/features/event/event-service.ts', "import '../invoices/invoice-repository.ts';\n");
    expect(errors.join('\n')).toMatch(/uses another feature only through that feature's service/);
    const fromRoute = await boundaryErrors(
      'api/src/features/payments/routes/admin/api/students/student-detail.ts',
      "import '../../../../../id-proofs/id-proof-views.ts';\n",
    );
    expect(fromRoute.join('\n')).toMatch(/uses another feature only through that feature's service/);
  });

  it("lets a feature take another feature's service as a type, and refuses it at runtime", async () => {
    const file = 'api/src/features/event/event-service.ts';
    const asType = "import type { AuditService } from '../audit/audit-service.ts';\nexport type A = AuditService;\n";
    expect(await boundaryErrors(file, asType)).toEqual([]);
    expect(await restrictedImports(file, asType)).toEqual([]);
    const atRuntime = "import { createAuditService } from '../audit/audit-service.ts';\nexport const a = createAuditService;\n";
    expect((await restrictedImports(file, atRuntime)).join('\n')).toMatch(/Take another feature's service as a type/);
  });

  it('lets a feature use its own files, plugins and lib', async () => {
    const errors = await boundaryErrors(
      'api/src/features/id-proofs/id-proof-service.ts',
      "import './id-proof-repository.ts';\nimport '../../plugins/files.ts';\nimport '../../lib/dates.ts';\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a repository importing a service', async () => {
    const errors = await boundaryErrors(
      'api/src/features/id-proofs/id-proof-repository.ts',
      "import type { IdProofService } from './id-proof-service.ts';\nexport type A = IdProofService;\n",
    );
    expect(errors.join('\n')).toMatch(/A repository only stores and reads documents/);
  });

  it('refuses a repository writing an audit entry or a mail: its service does', async () => {
    const file = 'api/src/features/job-slots/job-slot-repository.ts';
    const audit = await boundaryErrors(
      file,
      "import type { AuditService } from '../audit/audit-service.ts';\nexport type A = AuditService;\n",
    );
    expect(audit.join('\n')).toMatch(/the audit entry and the mail of an action are written by its service/);
    const outbox = await boundaryErrors(file, "import type { Outbox } from '../mail-outbox/outbox-service.ts';\nexport type O = Outbox;\n");
    expect(outbox.join('\n')).toMatch(/the audit entry and the mail of an action are written by its service/);
    const mailer = await boundaryErrors(file, "import '../../plugins/mailer.ts';\n");
    expect(mailer.join('\n')).toMatch(/the audit entry and the mail of an action are written by its service/);
    expect(await boundaryErrors(file, "import type { Models } from '../../lib/models.ts';\nexport type M = Models;\n")).toEqual([]);
  });

  it('refuses a repository drawing a PDF: its service does', async () => {
    const file = 'api/src/features/invoices/invoice-repository.ts';
    const expectRefused = async (code: string) =>
      expect((await boundaryErrors(file, code)).join('\n')).toMatch(
        /A repository only stores and reads documents: its service draws the PDF/,
      );
    await expectRefused("import '../../documents/invoice.ts';\n");
    await expectRefused("import type { PdfRenderer } from '../../plugins/pdf.ts';\nexport type P = PdfRenderer;\n");
    await expectRefused("import '../../plugins/pdf-signing.ts';\n");
    await expectRefused("import './invoice-pdf.ts';\n");
    await expectRefused("import '../certificates/certificate-pdf.ts';\n");
    expect(await boundaryErrors(file, "import type { FileStore } from '../../plugins/files.ts';\nexport type F = FileStore;\n")).toEqual(
      [],
    );
  });

  it('refuses a route importing a repository or a model at runtime: it calls its service', async () => {
    const route = 'api/src/features/job-slots/routes/admin/api/job-slots/index.ts';
    const repository = await restrictedImports(
      route,
      "import { createJobSlotRepository } from '../../../../job-slot-repository.ts';\nexport const r = createJobSlotRepository;\n",
    );
    expect(repository.join('\n')).toMatch(/A route parses, calls its service and replies/);
    const model = await restrictedImports(
      route,
      "import { jobSlotSchema } from '../../../../../../models/job-slot.ts';\nexport const m = jobSlotSchema;\n",
    );
    expect(model.join('\n')).toMatch(/A route parses, calls its service and replies/);
    const models = await restrictedImports(
      route,
      "import { isDuplicateKeyError } from '../../../../../../lib/models.ts';\nexport const d = isDuplicateKeyError;\n",
    );
    expect(models.join('\n')).toMatch(/A route parses, calls its service and replies/);
    const types =
      "import type { JobSlotDoc } from '../../../../../../models/job-slot.ts';\nimport type { JobSlotService } from '../../../../job-slot-service.ts';\nexport type A = [JobSlotDoc, JobSlotService];\n";
    expect(await restrictedImports(route, types)).toEqual([]);
    // The rule of every feature still holds in its routes.
    const otherService =
      "import { createAuditService } from '../../../../../audit/audit-service.ts';\nexport const a = createAuditService;\n";
    expect((await restrictedImports(route, otherService)).join('\n')).toMatch(/Take another feature's service as a type/);
  });

  it('keeps lib/ pure: no plugin, no feature, no Fastify', async () => {
    const plugin = await boundaryErrors('api/src/lib/dates.ts', "import '../plugins/files.ts';\n");
    expect(plugin.join('\n')).toMatch(/lib\/ holds pure helpers/);
    const feature = await boundaryErrors('api/src/lib/dates.ts', "import '../features/audit/audit-service.ts';\n");
    expect(feature.join('\n')).toMatch(/lib\/ holds pure helpers/);
    const fastify = await restrictedImports(
      'api/src/lib/dates.ts',
      "import type { FastifyReply } from 'fastify';\nexport type R = FastifyReply;\n",
    );
    expect(fastify.join('\n')).toMatch(/no Fastify/);
  });

  it('refuses an area importing the journey, even a type: the journey reads the areas', async () => {
    const errors = await boundaryErrors(
      'api/src/features/backgrounds/background-service.ts',
      "import type { Journey } from '../journey/journey-service.ts';\nexport type J = Journey;\n",
    );
    expect(errors.join('\n')).toMatch(/The journey reads the areas, never the reverse/);
    const fromJourney = await boundaryErrors(
      'api/src/features/journey/journey-service.ts',
      "import type { BackgroundService } from '../backgrounds/background-service.ts';\nexport type B = BackgroundService;\n",
    );
    expect(fromJourney).toEqual([]);
  });

  it('refuses an import cycle with the setting the API is linted with', async () => {
    const setting = (await eslint.calculateConfigForFile('api/src/app.ts')).rules?.['import-x/no-cycle'];
    const cycles = new ESLint({
      cwd: ROOT,
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
      overrideConfig: { ...WITHOUT_TYPES, rules: { 'import-x/no-cycle': setting } },
    });
    const [result] = await cycles.lintFiles(['tools/lint/fixtures/import-cycle/a.js']);
    expect((result?.messages ?? []).map((m) => m.message).join('\n')).toMatch(/Dependency cycle/);
  });

  it('follows TypeScript imports for cycles: a plugin importing the app that registers it is refused', async () => {
    const setting = (await eslint.calculateConfigForFile('api/src/app.ts')).rules?.['import-x/no-cycle'];
    const cycles = new ESLint({
      cwd: ROOT,
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
      overrideConfig: { ...WITHOUT_TYPES, rules: { 'import-x/no-cycle': setting } },
    });
    const [result] = await cycles.lintText("import { buildApp } from '../app.ts';\nexport const again = buildApp;\n", {
      filePath: 'api/src/plugins/errors.ts',
    });
    expect((result?.messages ?? []).map((m) => m.message).join('\n')).toMatch(/Dependency cycle/);
  });

  it('keeps plugins/ to infrastructure: no feature', async () => {
    const errors = await boundaryErrors('api/src/plugins/files.ts', "import '../features/audit/audit-service.ts';\n");
    expect(errors.join('\n')).toMatch(/plugins\/ is infrastructure/);
  });

  it('keeps the migrations out of loading the models and the app', async () => {
    const errors = await boundaryErrors('api/src/plugins/models.ts', "import '../migrations/run-migrations.ts';\n");
    expect(errors.join('\n')).toMatch(/never as a side effect of loading the models/);
  });
});

describe('response views in the browser', { timeout: 60_000 }, () => {
  it('lets a screen take a view type and refuses the schema code', async () => {
    const [result] = await eslint.lintText(
      "import type { InvoiceView } from '@portal/domain/views/invoice';\nimport { InvoiceViewSchema } from '@portal/domain/views/invoice';\nexport type A = InvoiceView;\nexport const b = InvoiceViewSchema;\n",
      { filePath: 'mfe-ca/src/lib/query-keys.ts' },
    );
    const restricted = (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
    expect(restricted.map((m) => m.line)).toEqual([2]);
  });
});
