// Before the API starts, `npm start` and `npm run serve` wait for the migrate command: its success
// lets the start go on, its failure stops it with a sentence.
import { describe, expect, it } from 'vitest';
import { SetupError } from '../../stack/src/services.mjs';
import { migrate } from './migrate.mjs';

describe('the migrations step of a start', () => {
  it('goes on once the command has ended well, and stops the start when it fails', async () => {
    await expect(migrate(['-e', 'process.exit(0)'], process.env)).resolves.toBeUndefined();
    const failed = migrate(['-e', 'process.exit(3)'], process.env);
    await expect(failed).rejects.toBeInstanceOf(SetupError);
    await expect(failed).rejects.toThrow('The data migrations stopped (exit code 3), so the API was not started: see above.');
  });
});
