// Comments and docs cite the customer's specification by section ("SPEC §5") and the architecture
// by heading (ARCHITECTURE "Data"). Both live in docs/spec/, copied verbatim from the customer's
// folder beside the repository (`../shared/`), so a reader can follow every citation from a clone
// alone. The copies must not drift from the customer's originals while those are at hand, and
// every citation must name a section that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIES = ['SPEC.md', 'ARCHITECTURE.md'];
const copyOf = (name: string) => readFileSync(path.join(ROOT, 'docs/spec', name), 'utf8');

/** The customer's folder beside the repository, when it is there (a developer's or CI's checkout). */
function customerFolder(): string | undefined {
  const dir = path.join(ROOT, '..', 'shared');
  return COPIES.every((name) => existsSync(path.join(dir, name))) ? dir : undefined;
}

/** The numbers of the SPEC's numbered headings ("## 5. Validation rules" → "5"). */
function specSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1] as string));
}

/** ARCHITECTURE's headings, lower-cased and without backticks ("Ports for `npm start`" → "ports for npm start"). */
function architectureHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => (m[1] as string).replaceAll('`', '').trim().toLowerCase());
}

/** A heading cited by its name, or by the words before its parenthesis ("Data" for "Data (MongoDB through mongoose)"). */
const citesHeading = (headings: readonly string[], cited: string) =>
  headings.some((heading) => heading === cited.toLowerCase() || heading.startsWith(`${cited.toLowerCase()} (`));

/** Section numbers cited with "§", unless a tracker's issue number comes just before. */
const SECTION_REFERENCE = /(?<!\bissue \d+ )§\s?(\d+(?:\.\d+)*)/gi;
const ARCHITECTURE_REFERENCE = /ARCHITECTURE(?:'s)? "([^"]+)"/g;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|java|md|json|sh|yml|yaml)$|(^|\/)run$/;

/** The repository's text files, committed or new, but the copies themselves. */
function textFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\0'))].filter(
    (file) => TEXT.test(file) && !file.startsWith('docs/spec/') && file !== 'package-lock.json' && existsSync(path.join(ROOT, file)),
  );
}

function citations(pattern: RegExp, isValid: (cited: string) => boolean): string[] {
  return textFiles().flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)]
          .filter((m) => !isValid(m[1] as string))
          .map((m) => `${file}:${index + 1}: ${m[0]} in: ${line.trim().slice(0, 120)}`),
      ),
  );
}

describe('the customer’s documents in docs/spec/', () => {
  it('are the customer’s, word for word, when their originals are beside the repository', () => {
    for (const name of COPIES) expect(copyOf(name).length, name).toBeGreaterThan(1000);
    const originals = customerFolder();
    // Without the originals (a clone on its own) the copies are what the repository cites.
    if (!originals) return;
    for (const name of COPIES)
      expect(
        copyOf(name) === readFileSync(path.join(originals, name), 'utf8'),
        `docs/spec/${name} differs from ${originals}/${name}: copy it again`,
      ).toBe(true);
  });

  it('read their sections and headings as the citations name them', () => {
    expect([...specSections('## 1. What it does\n### Route table\n## 9. Business constants\n')]).toEqual(['1', '9']);
    const headings = architectureHeadings('## Data (MongoDB through mongoose)\n## Ports for `npm start`\n');
    expect(citesHeading(headings, 'Data')).toBe(true);
    expect(citesHeading(headings, 'Ports for npm start')).toBe(true);
    expect(citesHeading(headings, 'Dat')).toBe(false);
    expect([...'SPEC §3-§5, SPEC §5/§8, SPEC §8. and issue 34 §2'.matchAll(SECTION_REFERENCE)].map((m) => m[1])).toEqual([
      '3',
      '5',
      '5',
      '8',
      '8',
    ]);
  });

  it('have every SPEC section the repository cites', () => {
    const sections = specSections(copyOf('SPEC.md'));
    expect(sections.size).toBeGreaterThan(5);
    const missing = citations(SECTION_REFERENCE, (cited) => sections.has(cited));
    expect(missing, `SPEC sections that docs/spec/SPEC.md does not have:\n${missing.join('\n')}`).toEqual([]);
  });

  it('are what the docs point at, not the customer’s folder outside the repository', () => {
    const outside = citations(/(\.\.\/shared\/(?:SPEC|ARCHITECTURE)\.md)/g, () => false);
    expect(outside, 'point these at docs/spec/').toEqual([]);
  });

  it('have every ARCHITECTURE heading the repository cites', () => {
    const headings = architectureHeadings(copyOf('ARCHITECTURE.md'));
    const missing = citations(ARCHITECTURE_REFERENCE, (cited) => citesHeading(headings, cited));
    expect(missing, `ARCHITECTURE headings that docs/spec/ARCHITECTURE.md does not have:\n${missing.join('\n')}`).toEqual([]);
  });
});
