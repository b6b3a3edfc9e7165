/**
 * Certificates as Open Badges 3.0 verifiable credentials, checked as an independent verifier would:
 * @digitalbazaar/vc with the contexts of the npm packages and a loader that refuses every URL it
 * does not hold (the network is never asked). A credential signed here verifies; a changed character
 * breaks it; revocation sets its bit in the re-signed status list; a rotated-out key verifies while
 * listed; a credential of another issuer or key is not this program's; a baked badge PNG reads back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { checkStatus, decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { previewImagePath } from '@portal/domain/certificate';
import { ERASED_PLACEHOLDER } from '@portal/domain/data-rights';
import { CREDENTIAL_MEDIA_TYPE } from '@portal/domain/credential';
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import { PNG } from 'pngjs';
import type { CredentialVerification } from '@portal/domain/views/credential';
import type { App } from '../src/app.ts';
import { bakeCredential, bakedCredential } from '../src/features/credentials/baked-png.ts';
import { localDocumentLoader, MULTIKEY_CONTEXT } from '../src/features/credentials/credential-contexts.ts';
import { credentialKeys } from '../src/features/credentials/credential-keys.ts';
import { signCredential } from '../src/features/credentials/credential-signer.ts';
import { ISSUER_PATH } from '../src/features/credentials/credentials-plugin.ts';
import { STATUS_LIST_LENGTH } from '../src/features/credentials/status-lists.ts';
import { createCredentialRepository } from '../src/features/credentials/credential-repository.ts';
import { verifyCredentialFile } from '../src/commands/credential-verify.ts';
import { createTestApp, randomIp, TEST_DATA_ENCRYPTION_KEY, TEST_JWT_SECRET, TEST_OTP_SECRET, useTestApp } from './helpers/app.ts';
import type { SignedInUser } from './helpers/factories.ts';
import { TEST_CREDENTIAL_SEED } from './helpers/signing.ts';
import { adminWithSignature, eventually, post } from './helpers/program.ts';
import { trainedStudent } from './helpers/training-batch.ts';

const ctx = useTestApp({ config: { programToday: '2026-11-24' } });

type Json = Record<string, unknown> & {
  id: string;
  issuer: { id: string; name: string };
  credentialSubject: Record<string, unknown> & { identifier: { identityHash: string }[] };
  credentialStatus: { statusListIndex: string; statusListCredential: string };
  proof: { verificationMethod: string };
};

/** A URL of the app as a path it answers. */
const pathOf = (app: App, url: string) => (url.startsWith(app.config.publicApiUrl) ? url.slice(app.config.publicApiUrl.length) : null);

/** The independent verifier's loader: the bundled contexts, and the app's public documents fetched through the app itself. */
function verifierLoader(app: App) {
  return localDocumentLoader(async (url) => {
    const [documentUrl, fragment] = url.split('#');
    const path = pathOf(app, documentUrl!);
    if (!path) return null;
    const res = await app.inject({ method: 'GET', url: path });
    if (res.statusCode !== 200) return null;
    const doc = res.json() as { verificationMethod?: { id: string }[] };
    if (!fragment) return doc;
    const key = doc.verificationMethod?.find((k) => k.id === url);
    return key ? { '@context': MULTIKEY_CONTEXT, ...key } : null;
  });
}

const independentlyVerify = (app: App, credential: object) =>
  vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: verifierLoader(app),
    checkStatus,
    now: app.cohorts.now(),
  });

const verifyThrough = async (app: App, body: object | Buffer) => {
  const png = Buffer.isBuffer(body);
  const res = await app.inject({
    method: 'POST',
    url: '/public/credentials/verify',
    remoteAddress: randomIp(),
    headers: { 'content-type': png ? 'image/png' : 'application/json' },
    payload: png ? body : JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CredentialVerification;
};

async function issuedTraining(app: App, admin: SignedInUser, attended: number) {
  const student = await trainedStudent(app, attended);
  const issued = await post(app, admin, '/admin/api/certificates', { userId: student.id, type: 'TRAINING' });
  expect(issued.statusCode, issued.body).toBe(201);
  const cert = issued.json() as { id: string; code: string; verifyUrl: string };
  return { student, cert };
}

async function credentialOf(app: App, code: string) {
  const res = await app.inject({ method: 'GET', url: `/public/certificates/${code}/credential`, remoteAddress: randomIp() });
  expect(res.statusCode, res.body).toBe(200);
  return { res, credential: res.json() as Json };
}

// Verification must never fetch: any fetch during these tests fails them.
const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('the network is unreachable')));
afterAll(() => fetchSpy.mockRestore());

describe('certificates as verifiable credentials', () => {
  it('signs an OpenBadgeCredential that an independent verifier accepts with local contexts only; a changed character breaks it', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { student, cert } = await issuedTraining(ctx.app, admin, 18);
    const { res, credential } = await credentialOf(ctx.app, cert.code);
    expect(res.headers['content-type']).toContain(CREDENTIAL_MEDIA_TYPE);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/public/certificates/${cert.code}/credential`,
      remoteAddress: randomIp(),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: cert.verifyUrl,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: `${ctx.app.config.publicApiUrl}${ISSUER_PATH}`, type: ['Profile'], name: ctx.app.config.seller.name },
      name: 'Certificate of Industrial Training',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Priya Sharma' }],
        achievement: {
          type: ['Achievement'],
          name: 'Certificate of Industrial Training',
          criteria: { narrative: expect.stringContaining('at least 75% of 20 live sessions') },
        },
        result: [{ type: ['Result'], value: '18' }],
      },
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
    });
    const text = JSON.stringify(credential);
    const me = (await ctx.app.inject({ method: 'GET', url: '/me', headers: student.headers })).json() as {
      email: string;
      studentId?: string | null;
    };
    expect(text).not.toContain(me.email);
    if (me.studentId) expect(text).not.toContain(me.studentId);
    expect(Number(credential.credentialStatus.statusListIndex)).toBeLessThan(STATUS_LIST_LENGTH);

    const verified = await independentlyVerify(ctx.app, credential);
    expect(verified.verified, String(verified.error ?? verified.statusResult?.error)).toBe(true);
    expect((await verifyThrough(ctx.app, credential)).result).toBe('VALID');

    const tampered = structuredClone(credential);
    tampered.credentialSubject.identifier[0]!.identityHash = 'Priya Sharmb';
    expect((await independentlyVerify(ctx.app, tampered)).verified).toBe(false);
    expect(await verifyThrough(ctx.app, tampered)).toMatchObject({ result: 'SIGNATURE_INVALID', details: { holderName: 'Priya Sharmb' } });
    for (const change of [
      (c: Json) => (c.name = 'Certificate of Industrial Trainin'),
      (c: Json) => (c.validFrom = '2020-01-01T00:00:00Z'),
    ]) {
      const changed = structuredClone(credential);
      change(changed);
      expect((await verifyThrough(ctx.app, changed)).result).toBe('SIGNATURE_INVALID');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('revocation sets the bit in the re-signed status list, which verifies; verify says revoked with the reason; the preview shows REVOKED under a new URL', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { cert } = await issuedTraining(ctx.app, admin, 20);
    const { credential } = await credentialOf(ctx.app, cert.code);
    const listPath = pathOf(ctx.app, credential.credentialStatus.statusListCredential)!;
    const bitOf = async () => {
      const list = (await ctx.app.inject({ method: 'GET', url: listPath })).json() as { credentialSubject: { encodedList: string } };
      return (await decodeList({ encodedList: list.credentialSubject.encodedList })).getStatus(
        Number(credential.credentialStatus.statusListIndex),
      );
    };
    expect(await bitOf()).toBe(false);
    const picture = async () => {
      const view = (
        await ctx.app.inject({ method: 'GET', url: `/public/certificates/${cert.code}`, remoteAddress: randomIp() })
      ).json() as PublicCertificateView;
      const res = await ctx.app.inject({ method: 'GET', url: previewImagePath(view), remoteAddress: randomIp() });
      expect(res.statusCode, res.body).toBe(200);
      const png = PNG.sync.read(res.rawPayload);
      // Beside the middle of the page's left edge: where the REVOKED band runs.
      const at = (png.width * Math.floor(png.height / 2) + Math.floor(png.width / 20)) * 4;
      return { path: previewImagePath(view), rgb: [...png.data.subarray(at, at + 3)] };
    };
    const before = await picture();
    expect(before.rgb[1]).toBeGreaterThan(150);

    const revoked = await post(ctx.app, admin, `/admin/api/certificates/${cert.id}/revoke`, { reason: 'Issued to the wrong student.' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await bitOf()).toBe(true);
    const after = await picture();
    expect(after.path).not.toBe(before.path);
    expect(after.rgb[0]).toBeGreaterThan(150);
    expect(after.rgb[1]).toBeLessThan(80);
    const listRes = await ctx.app.inject({ method: 'GET', url: listPath });
    expect(listRes.headers['content-type']).toContain('application/vc+ld+json');
    expect(listRes.headers.etag).toBeTruthy();
    const listVerified = await independentlyVerify(ctx.app, listRes.json() as object);
    expect(listVerified.verified, String(listVerified.error)).toBe(true);

    const independent = await independentlyVerify(ctx.app, credential);
    expect(independent.statusResult?.results?.[0]?.status).toBe(true);
    expect(await verifyThrough(ctx.app, credential)).toMatchObject({
      result: 'REVOKED',
      details: { revokedReason: 'Issued to the wrong student.', credentialId: cert.verifyUrl },
    });
  });

  it('bakes the credential into the badge PNG (iTXt openbadgecredential), which verify reads', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { student, cert } = await issuedTraining(ctx.app, admin, 19);
    const json = await ctx.app.inject({ method: 'GET', url: `/student/certificates/${cert.id}/credential`, headers: student.headers });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toContain(`credential-training-${cert.code}.json`);
    const png = await ctx.app.inject({ method: 'GET', url: `/student/certificates/${cert.id}/badge.png`, headers: student.headers });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(JSON.parse(bakedCredential(png.rawPayload)!)).toEqual(json.json());
    expect((await verifyThrough(ctx.app, png.rawPayload)).result).toBe('VALID');

    // Baking again replaces the credential; a PNG without one is refused plainly.
    const rebaked = bakeCredential(png.rawPayload, '{"a":1}');
    expect(bakedCredential(rebaked)).toBe('{"a":1}');
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/public/credentials/verify',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'image/png' },
      payload: bakeCredential(png.rawPayload, 'not json'),
    });
    expect(plain.statusCode).toBe(400);
  });

  it('a credential of another issuer, or signed by a key the profile does not list, is not issued by this program', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { cert } = await issuedTraining(ctx.app, admin, 20);
    const { credential } = await credentialOf(ctx.app, cert.code);
    const { proof: _proof, ...unsigned } = credential;
    const elsewhere = 'https://other.example/issuer';
    const otherKeys = await credentialKeys(elsewhere, randomBytes(32), []);
    const foreign = await signCredential({ ...unsigned, issuer: { ...credential.issuer, id: elsewhere } }, otherKeys, new Date());
    expect((await verifyThrough(ctx.app, foreign)).result).toBe('NOT_ISSUED_HERE');
    const strangerKeys = await credentialKeys(credential.issuer.id, randomBytes(32), []);
    const forged = await signCredential(unsigned, strangerKeys, new Date());
    expect((await verifyThrough(ctx.app, forged)).result).toBe('NOT_ISSUED_HERE');
  });

  it('after a key rotation, a credential signed with the earlier key verifies while the profile lists it', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { cert } = await issuedTraining(ctx.app, admin, 20);
    const { credential } = await credentialOf(ctx.app, cert.code);
    const earlier = (await credentialKeys(credential.issuer.id, TEST_CREDENTIAL_SEED, [])).current.publicKeyMultibase;
    const rotated = await createTestApp({
      config: { ...ctx.app.config, credentialSigning: { seed: randomBytes(32), previousPublicKeys: [earlier] } },
    });
    const dropped = await createTestApp({
      config: { ...ctx.app.config, credentialSigning: { seed: randomBytes(32), previousPublicKeys: [] } },
    });
    try {
      const profile = (await rotated.inject({ method: 'GET', url: ISSUER_PATH })).json() as {
        verificationMethod: { publicKeyMultibase: string }[];
      };
      expect(profile.verificationMethod.map((k) => k.publicKeyMultibase)).toContain(earlier);
      expect((await independentlyVerify(rotated, credential)).verified).toBe(true);
      expect((await verifyThrough(rotated, credential)).result).toBe('VALID');
      // New credentials are signed with the new key, and verify too.
      const renewed = (
        await rotated.inject({ method: 'GET', url: `/public/certificates/${cert.code}/credential`, remoteAddress: randomIp() })
      ).json() as Json;
      expect(renewed.proof.verificationMethod).not.toBe(credential.proof.verificationMethod);
      expect((await verifyThrough(rotated, renewed)).result).toBe('VALID');
      expect((await verifyThrough(dropped, credential)).result).toBe('NOT_ISSUED_HERE');
    } finally {
      await Promise.all([rotated.close(), dropped.close()]);
    }
  });

  it('`npm run credential:verify FILE` gives the same verdicts on a JSON file and a badge PNG, offline', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { student, cert } = await issuedTraining(ctx.app, admin, 20);
    const png = await ctx.app.inject({ method: 'GET', url: `/student/certificates/${cert.id}/badge.png`, headers: student.headers });
    const { credential } = await credentialOf(ctx.app, cert.code);
    const dir = mkdtempSync(path.join(tmpdir(), 'credential-verify-'));
    const files = { json: path.join(dir, 'c.json'), png: path.join(dir, 'c.png'), tampered: path.join(dir, 't.json') };
    writeFileSync(files.json, JSON.stringify(credential));
    writeFileSync(files.png, png.rawPayload);
    writeFileSync(files.tampered, JSON.stringify({ ...credential, name: 'Certificate of Industrial Trainin' }));
    const { config } = ctx.app;
    const env = {
      NODE_ENV: 'test',
      MONGODB_URI: config.mongodbUri,
      MONGODB_DB: config.mongodbDb,
      JWT_SECRET: TEST_JWT_SECRET,
      OTP_SECRET: TEST_OTP_SECRET,
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SEED.toString('base64'),
      PUBLIC_API_URL: config.publicApiUrl,
      PUBLIC_WEB_URL: config.publicWebUrl,
      PROGRAM_TODAY: '2026-11-24',
      LOG_LEVEL: 'silent',
    };
    const run = async (file: string) => {
      const lines: string[] = [];
      const code = await verifyCredentialFile([file], env, (line) => lines.push(line));
      return { code, text: lines.join('\n') };
    };
    expect(await run(files.json)).toMatchObject({ code: 0, text: expect.stringContaining('Valid:') });
    expect(await run(files.png)).toMatchObject({ code: 0, text: expect.stringContaining('Valid:') });
    expect(await run(files.tampered)).toMatchObject({ code: 1, text: expect.stringContaining('Signature invalid') });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('two certificates never share a status position, however many claim at once', async () => {
    const repository = createCredentialRepository(ctx.app.models);
    const list = await repository.openList(STATUS_LIST_LENGTH / 2);
    const ids = Array.from({ length: 8 }, () => new Types.ObjectId());
    const claims = await Promise.all(ids.map((id) => repository.claim(id, list, 7, false)));
    expect(claims.filter((c) => c !== 'taken')).toHaveLength(1);
    // A certificate that holds a position keeps it.
    const holder = ids[claims.findIndex((c) => c !== 'taken')]!;
    expect(await repository.claim(holder, list, 8, false)).toEqual({ list, index: 7, revoked: false });
  });

  it("an approved erasure revokes the holder's credentials in the status list: a copy downloaded before reads revoked", async () => {
    const admin = await adminWithSignature(ctx.app);
    const { student, cert } = await issuedTraining(ctx.app, admin, 18);
    const { credential } = await credentialOf(ctx.app, cert.code);
    expect((await verifyThrough(ctx.app, credential)).result).toBe('VALID');
    const asked = await post(ctx.app, student, '/student/data-rights/erasure', { confirm: true });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await post(ctx.app, admin, `/admin/api/data-rights/erasures/${asked.json().id}/approve`, { confirm: true })).statusCode).toBe(
      200,
    );
    await eventually(async () => !!(await ctx.app.models.User.findById(student.id).lean())?.erasedAt, { what: 'the erasure' });
    expect((await verifyThrough(ctx.app, credential)).result).toBe('REVOKED');
  });

  it('after an erasure the credential and the preview name no one, under a new preview URL', async () => {
    const admin = await adminWithSignature(ctx.app);
    const { cert } = await issuedTraining(ctx.app, admin, 20);
    const publicView = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/public/certificates/${cert.code}`, remoteAddress: randomIp() })
      ).json() as PublicCertificateView;
    const before = previewImagePath(await publicView());
    // What an approved erasure does to a certificate (features/data-rights/erasure.ts).
    await ctx.app.models.Certificate.updateOne({ _id: cert.id }, { $set: { holderName: ERASED_PLACEHOLDER, text: null, fileId: null } });
    const after = await publicView();
    expect(previewImagePath(after)).not.toBe(before);
    const image = await ctx.app.inject({ method: 'GET', url: previewImagePath(after), remoteAddress: randomIp() });
    expect(image.statusCode).toBe(200);
    const { credential } = await credentialOf(ctx.app, cert.code);
    expect(JSON.stringify(credential)).not.toContain('Priya Sharma');
    expect(credential.credentialSubject.identifier[0]!.identityHash).toBe(ERASED_PLACEHOLDER);
  });
});
