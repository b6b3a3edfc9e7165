// The configuration table in docs/configuration.md is the schema's: a variable added, removed or
// described differently in api/src/config.ts fails here until `npm run docs:config` is run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from '../api/src/config.ts';
import { CONFIG_DOC, generatedDoc } from './docs-config.ts';

// Loading the API's configuration module (and prettier) takes seconds on a busy machine.
describe('docs/configuration.md', { timeout: 30_000 }, () => {
  it('holds the table generated from the configuration schema (run `npm run docs:config`)', async () => {
    const committed = readFileSync(CONFIG_DOC, 'utf8');
    expect(committed).toBe(await generatedDoc(committed));
  });

  it('describes every variable', () => {
    const undescribed = Object.entries(CONFIG_SCHEMA.properties)
      .filter(([, setting]) => !('description' in setting) || !setting.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
