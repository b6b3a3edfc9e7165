// The repository's files as the lint tests read them: committed or new, never what .gitignore
// leaves out (dist/, node_modules/, .data/), with their lines.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** The repository's files whose path matches `pattern`, but for `except`. */
export function repositoryFiles(pattern: RegExp, except: readonly string[] = []): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\0'))].filter((file) => pattern.test(file) && !except.includes(file));
}

/** "file:line: text" of each line of `file` that `test` finds; none for a file listed but deleted in the working tree. */
export function linesMatching(file: string, test: (line: string) => boolean): string[] {
  let text: string;
  try {
    text = readFileSync(`${ROOT}${file}`, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line, index) => (test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : []));
}
