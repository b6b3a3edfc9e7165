/** The rejection mail's advice fits its reason, as the dashboard's does (domain's idRejectionHelp). */
import { describe, expect, it } from 'vitest';
import { ID_REJECTED_ADVICE, REJECT_REASONS } from '@portal/domain/id-proof';
import { idProofRejectedMail } from '../src/mail/templates/id-proof-rejected.ts';

const context = { webUrl: 'https://portal.example' };
const noteOf = (key: string) => REJECT_REASONS.find((r) => r.key === key)!.note;

describe('the ID rejection mail', () => {
  it('asks only for a clear copy when the document was unreadable, not to fix a name', () => {
    const { text } = idProofRejectedMail({ name: 'Asha Rao', note: noteOf('unreadable') }, context);
    expect(text).toContain(noteOf('unreadable'));
    expect(text).not.toContain(ID_REJECTED_ADVICE);
    expect(text).not.toMatch(/fix your profile/);
  });

  it('gives the profile advice for a name mismatch and for an admin note of their own', () => {
    for (const note of [noteOf('name'), 'Please upload the back side as well.']) {
      const { text } = idProofRejectedMail({ name: 'Asha Rao', note }, context);
      expect(text).toContain(ID_REJECTED_ADVICE);
      expect(text).toMatch(/fix your profile/);
    }
  });
});
