// A comment says why the code is as it is, in words a reader can check against the code. "(issue 21)"
// sends them to a tracker they may not have and goes stale as the code moves on, so no source file
// cites one: the reason goes in the comment itself, and the history stays in the commits.
import { describe, expect, it } from 'vitest';
import { linesMatching, repositoryFiles } from './repository-files.ts';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|java)$/;
// Our tracker's numbers, however cited: "(issue 21)", "(no sign-in, issue 19)", " * Issue 18 §1:"; a
// word before it names someone else's tracker ("pdfmake issue 1174"), which a reader can look up.
const ISSUE_REFERENCE = /(?<![\w-] )\bissue \d+/i;

// This file quotes the references it looks for.
const sourceFiles = () => repositoryFiles(SOURCE, ['tools/lint/issue-references.test.ts']);
const issueReferences = (file: string) => linesMatching(file, (line) => ISSUE_REFERENCE.test(line));

describe('issue references', () => {
  it('finds one in a comment', () => {
    expect(ISSUE_REFERENCE.test('// Each row has its own key (issue 34 §2).')).toBe(true);
    expect(ISSUE_REFERENCE.test('/** GET /public/company (no sign-in, issue 21): who runs the program. */')).toBe(true);
    expect(ISSUE_REFERENCE.test(' * Issue 18 §1: every accepted name prints.')).toBe(true);
    expect(ISSUE_REFERENCE.test('// a list inside a list, pdfmake issue 1174')).toBe(false);
    expect(ISSUE_REFERENCE.test("it('issues an invoice', () => {")).toBe(false);
  });

  it('are in no source file: comments say why instead', () => {
    const found = sourceFiles().flatMap(issueReferences);
    expect(found, `Rewrite these as the reason itself:\n${found.join('\n')}`).toEqual([]);
  });
});
