// One way to write a date is a rule that fails, not prose: each case lints one line as if it were
// written in a real file of the repository, with the project's own ESLint configuration.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
// The rule needs no type information: the linter builds no TypeScript program (see boundaries.test.ts).
const WITHOUT_TYPES = { languageOptions: { parserOptions: { projectService: false, project: null } } };
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax', overrideConfig: WITHOUT_TYPES });

async function dateErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one date formatter', { timeout: 60_000 }, () => {
  it.each([
    [
      'a screen formatting through Intl',
      'mfe-student/src/features/fees/components/PaySection.tsx',
      "new Intl.DateTimeFormat('en-IN').format(new Date());\n",
    ],
    ['a mail calling toLocaleDateString', 'api/src/mail/templates/fee-refunded.ts', "new Date().toLocaleDateString('en-GB');\n"],
    ['a PDF calling Date#toLocaleString', 'api/src/documents/invoice.ts', "new Date().toLocaleString('en-IN');\n"],
    ['shared-ui keeping its own month names', 'shared-ui/src/lib/format.ts', "const months = ['Jan', 'Feb', 'Mar'];\n"],
    ['domain spelling the months out elsewhere', 'domain/src/program.ts', "const months = ['January', 'February'];\n"],
  ])('refuses %s', async (_, filePath, code) => {
    expect((await dateErrors(filePath, code)).join('\n')).toMatch(/writes a date outside the one formatter: use domain\/src\/calendar\.ts/);
  });

  it('lets the formatter module itself, and code that only computes days, pass', async () => {
    expect(await dateErrors('domain/src/calendar.ts', "const MONTH_ABBREVIATIONS = ['Jan', 'Feb'];\n")).toEqual([]);
    expect(await dateErrors('api/src/lib/return-month.ts', 'const day = new Date().toISOString().slice(0, 10);\n')).toEqual([]);
    expect(await dateErrors('mfe-ca/src/features/invoices/lib/month-series.ts', "const codes = ['DEC01', 'DEC10'];\n")).toEqual([]);
  });
});
