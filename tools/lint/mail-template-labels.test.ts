// Every mail the outbox sends has a label for the admin's Mail delivery list, from the one list in
// domain/src/mail-templates.ts: a new template without one would show there as its bare file name.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_LABELS } from '@portal/domain/mail-templates';
import { OUTBOX_TEMPLATES } from '../../api/src/mail/outbox-templates.ts';

const TEMPLATES_DIR = new URL('../../api/src/mail/templates/', import.meta.url);
// Sent at once, never through the outbox, so never listed as undelivered.
const NOT_OUTBOX = ['otp'];

describe('mail template labels', () => {
  it('label every template of the outbox, and only those', () => {
    expect(Object.keys(MAIL_TEMPLATE_LABELS).sort()).toEqual(Object.keys(OUTBOX_TEMPLATES).sort());
  });

  it('cover every template file but the sign-in code', () => {
    const files = readdirSync(TEMPLATES_DIR)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => !NOT_OUTBOX.includes(name));
    const unlabelled = files.filter((name) => !Object.hasOwn(MAIL_TEMPLATE_LABELS, name));
    expect(unlabelled, 'templates without a label in domain/src/mail-templates.ts').toEqual([]);
  });

  it('are distinct, so no two mails read the same in the list', () => {
    const labels = Object.values(MAIL_TEMPLATE_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
