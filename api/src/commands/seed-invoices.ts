/**
 * `npm run seed:invoices -- N`: demo data for the CA dashboard. Creates N students with verified
 * fees spread over the last twelve months and their invoices and credit notes, built by the invoice
 * service's own rules: invoiceFields, reversalFields, verificationKey, creditNoteKey and
 * formatDocumentNumber (buyer, GST split by state, seller, derived month/year/state flags, the credit
 * note's copy of its invoice, idempotency key), numbered without gaps per series
 * and financial year in time order, continuing after the year's highest number. One student in
 * fifty is unverified and verified again, so credit notes (and their invoices) appear too.
 *
 * Unlike a live verification, which takes numbers one invoice at a time, the invoices are inserted
 * in batches: one at a time would scan the collection three times per invoice on the embedded
 * engine (it indexes only unique keys), hours at 20,000. PDFs are drawn lazily: the service
 * draws and stores an invoice's PDF the first time it is viewed or downloaded.
 *
 * Uses MONGODB_URI, or else the embedded database `npm start` runs (see command-database.ts).
 */
import { Types } from 'mongoose';
import { INDIAN_STATES } from '@portal/domain/constants';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { loadConfig, type SellerConfig } from '../config.ts';
import { createModels, type Models, type UserDoc } from '../lib/models.ts';
import { formatStudentId, indianYear } from '../features/auth/user-service.ts';
import { FEE_UNVERIFIED_REASON, invoiceFields, reversalFields } from '../features/invoices/invoice-fields.ts';
import { creditNoteKey, formatDocumentNumber, verificationKey } from '../features/invoices/invoice-numbering.ts';
import { portOffset, portsFor } from '@portal/stack/ports';
import { withCommandDatabase } from './command-database.ts';
import { runWhenInvoked } from './run-command.ts';

export const USAGE = 'Usage: npm run seed:invoices -- N   (N students with verified fees and their invoices, 1 to 100000)';
export const MAX_SEED = 100_000;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CREDIT_EVERY = 50;

const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Meera',
  'Nikhil',
  'Priya',
  'Rahul',
  'Riya',
  'Rohan',
  'Saanvi',
  'Sneha',
  'Tanvi',
  'Varun',
  'Vikram',
  'Zoya',
  'Farhan',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Verma',
  'Gupta',
  'Menon',
  'Patel',
  'Rao',
  'Das',
  'Khan',
  'Singh',
  'Joshi',
  'Kulkarni',
  'Banerjee',
  'Pillai',
];
const ABROAD = ['Nepal', 'United Arab Emirates', 'Sri Lanka', 'Singapore', 'United States'];

/** A small seeded generator (mulberry32), so a seed run is the same every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeedResult {
  students: number;
  /** Invoices issued (credited ones included). */
  issued: number;
  /** Credit notes, each reversing one of those invoices. */
  credited: number;
  from: Date;
  to: Date;
  ms: number;
}

export interface SeedOptions {
  now?: Date;
  /** Seeds the random names, places and times (default 2025). */
  seed?: number;
  /** Told how many documents (invoices and credit notes) are written, after each batch of 1,000. */
  progress?: (done: number, total: number) => void;
}

/** Creates `count` fee-verified students and issues their invoices in time order. */
export async function seedFeeVerifiedStudents(
  models: Models,
  seller: SellerConfig,
  count: number,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const next = random(options.seed ?? 2025);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const run = `${now.getTime().toString(36)}${Math.floor(next() * 1e6).toString(36)}`;

  // Student IDs as one block of the year's counter (the same counter sign-up advances one by one).
  const year2 = indianYear(now);
  const counter = await models.Counter.findOneAndUpdate(
    { _id: `studentId:${year2}` },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  const firstSeq = (counter?.seq ?? count) - count + 1;

  // Verification times over the last twelve months, oldest first, so numbers follow time.
  const times = Array.from({ length: count }, () => now.getTime() - 365 * DAY_MS + Math.floor(next() * (365 * DAY_MS - 3 * HOUR_MS))).sort(
    (a, b) => a - b,
  );
  const students = times.map((at, i) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const roll = next();
    const abroad = roll < 0.08;
    const state = abroad ? null : roll < 0.4 ? seller.state : pick(INDIAN_STATES);
    return {
      email: `${first}.${last}.${run}${i}@example.com`.toLowerCase(),
      role: 'STUDENT',
      studentId: formatStudentId(year2, firstSeq + i),
      name: `${first} ${last}`,
      phone: `+91 9${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
      country: abroad ? pick(ABROAD) : 'India',
      state,
      idVerified: true,
      paymentLinkUrl: 'https://rzp.io/l/seeded-demo',
      paymentAmountMinor: FIRST_COHORT.feeMinor,
      paymentAssignedAt: new Date(at - 2 * DAY_MS),
      feePaid: true,
      feeVerified: true,
      // As the verify route does: the fee's verification time is its (last) invoice's issue time.
      feeVerifiedAt: new Date(i % CREDIT_EVERY === 0 ? at + 2 * HOUR_MS : at),
    };
  });
  for (let i = 0; i < students.length; i += 1000) {
    await models.User.insertMany(students.slice(i, i + 1000), { ordered: true });
  }
  const users = await models.User.find({ email: { $in: students.map((s) => s.email) } }).lean<UserDoc[]>();
  const byEmail = new Map(users.map((u) => [u.email, u]));

  // Every verification, unverification and re-verification, in time order.
  type Event = { at: number; kind: 'issue' | 'credit'; user: UserDoc };
  const events: Event[] = [];
  students.forEach((s, i) => {
    const user = byEmail.get(s.email) as UserDoc;
    const at = times[i] as number;
    events.push({ at, kind: 'issue', user });
    if (i % CREDIT_EVERY === 0) events.push({ at: at + HOUR_MS, kind: 'credit', user }, { at: at + 2 * HOUR_MS, kind: 'issue', user });
  });
  events.sort((a, b) => a.at - b.at);

  // Numbers continue after each series' and financial year's highest; a student's round counts its verifications.
  const nextSeq = new Map<string, number>();
  const takeSeq = async (documentType: 'INVOICE' | 'CREDIT_NOTE', fy: string) => {
    const series = `${documentType}:${fy}`;
    if (!nextSeq.has(series)) {
      const last = await models.Invoice.findOne({ documentType, financialYear: fy }, { seq: 1 }).sort({ seq: -1 }).lean<{ seq: number }>();
      nextSeq.set(series, (last?.seq ?? 0) + 1);
    }
    const seq = nextSeq.get(series) as number;
    nextSeq.set(series, seq + 1);
    return { seq, invoiceNumber: formatDocumentNumber(documentType, fy, seq) };
  };
  const round = new Map<UserDoc, number>();
  type Seeded = ReturnType<typeof invoiceFields> & { _id: Types.ObjectId; seq: number; invoiceNumber: string; idempotencyKey: string };
  const current = new Map<UserDoc, Seeded>();
  const docs: Array<Seeded & Record<string, unknown>> = [];
  let credited = 0;
  for (const event of events) {
    const at = new Date(event.at);
    if (event.kind === 'credit') {
      const invoice = current.get(event.user) as Seeded;
      // All of a fresh invoice is left to reverse.
      const fields = reversalFields(invoice, [], at, FEE_UNVERIFIED_REASON)!;
      const note = {
        ...fields,
        _id: new Types.ObjectId(),
        documentType: 'CREDIT_NOTE',
        ...(await takeSeq('CREDIT_NOTE', fields.financialYear)),
        idempotencyKey: creditNoteKey(invoice._id),
      };
      Object.assign(invoice, { creditNoteId: note._id, creditNoteNumber: note.invoiceNumber, creditedAt: at });
      docs.push(note);
      credited += 1;
      continue;
    }
    const fields = invoiceFields(event.user, seller, at, FIRST_COHORT.feeMinor);
    const verification = (round.get(event.user) ?? 0) + 1;
    round.set(event.user, verification);
    const doc: Seeded = {
      ...fields,
      _id: new Types.ObjectId(),
      ...(await takeSeq('INVOICE', fields.financialYear)),
      idempotencyKey: verificationKey(event.user._id, verification),
    };
    docs.push(doc);
    current.set(event.user, doc);
  }
  for (let i = 0; i < docs.length; i += 1000) {
    await models.Invoice.insertMany(docs.slice(i, i + 1000), { ordered: true });
    options.progress?.(Math.min(i + 1000, docs.length), docs.length);
  }
  return {
    students: count,
    issued: docs.length - credited,
    credited,
    from: new Date(times[0] ?? now.getTime()),
    to: new Date(times.at(-1) ?? now.getTime()),
    ms: Date.now() - started,
  };
}

/** Runs the command; returns the process exit code. */
export async function main(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const count = Number(argv[0]);
  if (argv.length !== 1 || !Number.isInteger(count) || count < 1 || count > MAX_SEED) {
    console.error(USAGE);
    return 2;
  }
  return withCommandDatabase(env, async (conn) => {
    try {
      const { seller } = loadConfig({ ...env, NODE_ENV: env.NODE_ENV || 'development' }, { warn: () => undefined });
      const models = await createModels(conn);
      console.log(`Seeding ${count} students with verified fees and their invoices…`);
      const result = await seedFeeVerifiedStudents(models, seller, count, {
        progress: (done, total) => console.log(`  ${done} of ${total} invoices and credit notes written`),
      });
      const day = (d: Date) => d.toISOString().slice(0, 10);
      console.log(
        `Issued ${result.issued} invoices and ${result.credited} credit notes (each reversing an invoice, its student verified again) for ${result.students} students, ` +
          `${day(result.from)} to ${day(result.to)}, in ${(result.ms / 1000).toFixed(1)} s. PDFs are drawn on first View or Download.`,
      );
      console.log('');
      console.log('To look at them as an accountant:');
      console.log('  1. npm run user:role -- you@example.com CA');
      const ports = portsFor(portOffset(process.env));
      console.log(
        `  2. open http://localhost:${ports.shell}/ca and sign in with that address (the code arrives in the inbox at http://localhost:${ports.mailWeb}).`,
      );
      console.log('  The dashboard opens on the last month; widen From to see all twelve.');
      return 0;
    } catch (err) {
      console.error(`Failed: ${(err as Error).message}`);
      return 1;
    }
  });
}

runWhenInvoked(import.meta.url, main);
