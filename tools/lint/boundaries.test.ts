// The import boundaries are rules that fail, not prose: each case lints one import as if it were
// written in a real file of the repository, with the project's own ESLint configuration.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

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
