/**
 * The organization's digital signature on every stored PDF (ARCHITECTURE "Money and invoices"):
 * PAdES B-B, a detached CMS (SHA-256) with SubFilter ETSI.CAdES.detached, so anyone can check
 * with `pdfsig` (poppler-utils) or Acrobat that the file is ours and unchanged since it was issued.
 *
 * - The certificate and key come from a PKCS#12 file: SIGNING_P12 (a path, or `base64:` and the
 *   file's content) with SIGNING_P12_PASSWORD, required in production. Development makes a
 *   self-signed one once in DATA_DIR (`signing/development.p12`); tests make theirs in memory.
 * - The signature dictionary and its widget are added to the PDFKit document pdfmake drew, before
 *   it is ended (what @signpdf/placeholder-pdfkit does; that package pins PDFKit 0.11, pdfmake
 *   draws with 0.19); @signpdf/signpdf fills in the byte range and embeds the CMS.
 * - The CMS is built here (node-forge ASN.1, node:crypto signs) rather than by @signpdf/signer-p12:
 *   PAdES B-B needs the ESS signing-certificate-v2 attribute and no signing-time attribute (the
 *   time is the signature dictionary's M), and the key is opened once, not for every PDF.
 */
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign as cryptoSign, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { ANNOTATION_FLAGS, DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';

const { asn1 } = forge;

export interface SigningIdentity {
  /** The certificate's subject common name (printed on the invoice as the signer). */
  signerName: string;
  /** The organization (O) of the subject, when present. */
  organization: string | null;
  certificateDer: Buffer;
  privateKey: KeyObject;
  notAfter: Date;
  /** SHA-256 of the certificate, hex (for the README's check and the logs). */
  fingerprint: string;
}

export class SigningConfigError extends Error {}

/** Opens a PKCS#12 file: its private key and the certificate that belongs to it. */
export function loadSigningIdentity(p12: Buffer, password: string): SigningIdentity {
  let bags: { key?: forge.pki.PrivateKey; certs: forge.pki.Certificate[] };
  try {
    const pfx = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, password);
    const bagsOf = (type: string) => pfx.getBags({ bagType: type })[type] ?? [];
    const keyBag = bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!)[0] ?? bagsOf(forge.pki.oids.keyBag!)[0];
    const certs = bagsOf(forge.pki.oids.certBag!).flatMap((b) => (b.cert ? [b.cert] : []));
    bags = { key: keyBag?.key ?? undefined, certs };
  } catch {
    throw new SigningConfigError('it is not a PKCS#12 file that opens with this password');
  }
  if (!bags.key) throw new SigningConfigError('it holds no private key');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(bags.key));
  const key = bags.key as forge.pki.rsa.PrivateKey;
  const cert = bags.certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n && key.n && pub.n.compareTo(key.n) === 0;
  });
  if (!cert) throw new SigningConfigError('it holds no certificate for its private key');
  if (cert.validity.notAfter.getTime() < Date.now())
    throw new SigningConfigError(`its certificate expired on ${cert.validity.notAfter.toISOString().slice(0, 10)}`);
  const certificateDer = Buffer.from(asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const field = (name: string) => (cert.subject.getField(name)?.value as string | undefined) ?? null;
  return {
    signerName: field('CN') ?? field('O') ?? 'Unnamed signer',
    organization: field('O'),
    certificateDer,
    privateKey,
    notAfter: cert.validity.notAfter,
    fingerprint: createHash('sha256').update(certificateDer).digest('hex'),
  };
}

/** A self-signed signing certificate and key as a PKCS#12 file (development and tests). */
export function makeSelfSignedP12(commonName: string, password: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }) as string);
  // A positive serial: the first byte below 0x80.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: commonName },
    { shortName: 'OU', value: 'Development signing certificate (self-signed, not for real documents)' },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des', friendlyName: commonName });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}

export const DEVELOPMENT_P12_PASSWORD = 'development';

/**
 * The development certificate of a data folder: made once (DATA_DIR/signing/development.p12), then
 * reused, so documents signed before a restart still show the same signer.
 */
export function developmentP12(dataDir: string, commonName: string): Buffer {
  const file = path.join(dataDir, 'signing', 'development.p12');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    const name = /development/i.test(commonName) ? commonName : `${commonName} (development)`;
    writeFileSync(temp, makeSelfSignedP12(name, DEVELOPMENT_P12_PASSWORD), { mode: 0o600 });
    renameSync(temp, file);
  }
  return readFileSync(file);
}

const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const octets = (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (n: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  ecdsaWithSHA256: '1.2.840.10045.4.3.2',
};

/** A CAdES-BES detached signature (the CMS of PAdES B-B) over the PDF's signed byte ranges. */
export class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { certificateDer, privateKey } = this.identity;
    const cert = asn1.fromDer(forge.util.createBuffer(certificateDer.toString('binary')));
    const tbs = (cert.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
    const offset = tbs[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
    const serial = tbs[offset]!;
    const issuer = tbs[offset + 2]!;
    const sha256 = seq([oid(OID.sha256)]);

    const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
      // ESS signing-certificate-v2: binds the certificate to the signature (hash algorithm SHA-256 by default).
      attribute(OID.signingCertificateV2, seq([seq([seq([octets(createHash('sha256').update(certificateDer).digest())])])])),
    ].sort((a, b) => Buffer.compare(der(a), der(b)));
    // The signature covers the attributes' DER encoding as a SET OF (tag 0x31).
    const ec = privateKey.asymmetricKeyType === 'ec';
    const signature = cryptoSign('sha256', der(set(attributes)), privateKey);
    const signedAttrs = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes);

    const signerInfo = seq([
      int(1),
      seq([issuer, serial]),
      sha256,
      signedAttrs,
      seq(ec ? [oid(OID.ecdsaWithSHA256)] : [oid(OID.sha256WithRSA), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]),
      octets(signature),
    ]);
    const signedData = seq([
      int(1),
      set([sha256]),
      seq([oid(OID.data)]),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [cert]),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

/** Bytes reserved for the CMS (twice that in hex in the file): the signer certificate of up to ~5 KB fits (one 2048-bit RSA certificate makes about 1.7 KB). */
export const SIGNATURE_LENGTH = 6144;

/** The part of PDFKit's document this module touches. */
export interface PdfKitDocument {
  ref(data: Record<string, unknown>): { end(): void };
  page: { dictionary: { data: Record<string, unknown> } };
  _root: { data: Record<string, unknown> };
  initForm(): void;
}

export interface SignatureDetails {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

/**
 * Adds the signature dictionary (ETSI.CAdES.detached, byte range and contents to be filled in),
 * an invisible signature field on the last page, and the AcroForm that lists it.
 */
export function addSignaturePlaceholder(pdf: PdfKitDocument, details: SignatureDetails, signedAt = new Date()): void {
  const signature = pdf.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.alloc(SIGNATURE_LENGTH),
    Reason: new String(details.reason),
    M: signedAt,
    ContactInfo: new String(details.contactInfo),
    Name: new String(details.name),
    Location: new String(details.location),
  });
  const page = pdf.page.dictionary;
  const widget = pdf.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String('Signature1'),
    F: ANNOTATION_FLAGS.PRINT,
    P: page,
  });
  page.data.Annots = [...((page.data.Annots as unknown[] | undefined) ?? []), widget];
  // PDFKit's own AcroForm (it writes the form when the document ends), holding only the signature field.
  pdf.initForm();
  const form = pdf._root.data.AcroForm as { data: Record<string, unknown> & { Fields: unknown[] } };
  delete form.data.NeedAppearances;
  form.data.SigFlags = SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY;
  form.data.Fields.push(widget);
  signature.end();
  widget.end();
}

/** Embeds the CMS into a PDF that carries the placeholder. */
export async function signPlaceholderPdf(pdf: Buffer, identity: SigningIdentity): Promise<Buffer> {
  return new SignPdf().sign(pdf, new CadesSigner(identity));
}
