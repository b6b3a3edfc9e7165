/** The shared pieces every feature builds on: the GridFS file store, the audit trail and template mails. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { composeMail } from '../src/mail/layout.ts';
import { sha256Hex } from '../src/plugins/files.ts';
import { inboxUrl, uniqueEmail, useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';
import { waitForMail } from '../../tools/test-support/inbox.ts';

const ctx = useTestApp();

describe('fastify.files', () => {
  it('stores bytes with their metadata and gives them back only to their owner', async () => {
    const bytes = randomBytes(300_000);
    const owner = '64b7f0c2a1b2c3d4e5f60718';
    const stored = await ctx.app.files.put('id_proofs', owner, bytes, 'application/pdf', 'id.pdf');
    expect(stored).toMatchObject({
      ownerId: owner,
      kind: 'id_proofs',
      mime: 'application/pdf',
      size: bytes.length,
      sha256: sha256Hex(bytes),
      fileName: 'id.pdf',
    });

    const read = await ctx.app.files.read('id_proofs', stored.id, owner);
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect(await ctx.app.files.read('id_proofs', stored.id, '64b7f0c2a1b2c3d4e5f60719')).toBeNull();
    expect(await ctx.app.files.stat('invoices', stored.id)).toBeNull();
    expect(await ctx.app.files.stat('id_proofs', 'not-an-id')).toBeNull();

    const opened = await ctx.app.files.open('id_proofs', stored.id);
    const chunks: Buffer[] = [];
    for await (const c of opened!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    expect(await ctx.app.files.remove('id_proofs', stored.id)).toBe(true);
    expect(await ctx.app.files.stat('id_proofs', stored.id)).toBeNull();
    expect(await ctx.app.files.remove('id_proofs', stored.id)).toBe(false);
  });
});

describe('fastify.audit', () => {
  it('records the acting user, the target, before and after, and the IP', async () => {
    const admin = await signInAs(ctx.app, 'ADMIN');
    const user = await ctx.app.models.User.findById(admin.id).lean();
    const request = { currentUser: user, ip: '10.1.2.3' } as unknown as import('fastify').FastifyRequest;
    await ctx.app.audit(request, { action: 'test.touch', targetType: 'user', targetId: 'u1', before: { a: 1 }, after: { a: 2 } });
    const [row] = await ctx.app.models.AuditEntry.find({ targetId: 'u1' }).lean();
    expect(row).toMatchObject({
      action: 'test.touch',
      actorEmail: admin.email,
      actorRole: 'ADMIN',
      ip: '10.1.2.3',
      before: { a: 1 },
      after: { a: 2 },
    });
    expect(String(row?.actorId)).toBe(admin.id);
  });
});

describe('mailer.send', () => {
  it('sends a template mail with an attachment through the real SMTP inbox', async () => {
    const to = uniqueEmail('mail');
    const template = (d: { name: string }) => composeMail('Test subject', { greeting: `Hello ${d.name},`, paragraphs: ['<b>escaped</b>'] });
    await ctx.app.mailer.send(template, to, { name: 'Asha' }, [
      { filename: 'a.txt', content: Buffer.from('hi'), contentType: 'text/plain' },
    ]);
    const mail = await waitForMail(inboxUrl(), to);
    expect(mail.subject).toBe('Test subject');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.html).toContain('&lt;b&gt;escaped&lt;/b&gt;');
    expect(mail.attachments?.map((a) => a.contentType)).toEqual(['text/plain']);
  });
});
