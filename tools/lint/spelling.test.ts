// The SPEC writes "program" (the product's English is American, as its "Specialization" is): a page,
// mail, PDF or comment that says "programme" reads as a second author. The SPEC's own copy is left
// as it was given, and this file names the word it looks for.
import { describe, expect, it } from 'vitest';
import { linesMatching, repositoryFiles } from './repository-files.ts';

const WRITTEN = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|html|json)$/;
const BRITISH = /programme/i;

describe('spelling', () => {
  it('says "program", never "programme", in code, screens, mails, PDFs and docs', () => {
    const files = repositoryFiles(WRITTEN, ['tools/lint/spelling.test.ts']).filter((file) => !file.startsWith('docs/spec/'));
    const found = files.flatMap((file) => linesMatching(file, (line) => BRITISH.test(line)));
    expect(found, `Write "program":\n${found.join('\n')}`).toEqual([]);
  });
});
