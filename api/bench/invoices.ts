/**
 * `npm run bench:invoices`: figures for the fee feature, printed, never asserted.
 *  1. Invoice PDF generation (document builder + pdfmake) p50/p95 over BENCH_PDFS renders.
 *  2. POST /admin/api/students/{id}/payment/verify latency with 20 concurrent requests for 20
 *     different students (BENCH_ROUNDS rounds): each issues an invoice, draws and stores its PDF and
 *     mails it.
 *  3. The admin payment list (one page with counts, and a search) at BENCH_STUDENTS students.
 * Starts the embedded database and the mail inbox in temporary places unless MONGODB_URI / SMTP_URL are set.
 */
import type net from 'node:net';
import { Types } from 'mongoose';
import { FIRST_COHORT } from '@portal/domain/cohort';
import { priceBreakdown, taxRateOn } from '@portal/domain/pricing';
import type { App } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { invoiceDocument } from '../src/documents/invoice.ts';
import { createSession } from '../src/features/auth/session-service.ts';
import { ensureUser } from '../src/features/auth/user-service.ts';
import { runBench, withBenchStack } from './lib/bench-stack.ts';
import { summary, timed } from './lib/figures.ts';
import { pdfRenderFigures } from './lib/pdf-figures.ts';

const PDFS = Number(process.env.BENCH_PDFS ?? 40);
const CONCURRENCY = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);

async function benchPdf(seller: AppConfig['seller']) {
  const price = priceBreakdown({
    feeMinor: FIRST_COHORT.feeMinor,
    ratePercent: taxRateOn().ratePercent,
    sellerState: seller.state,
    buyerState: 'Karnataka',
  });
  const doc = () =>
    invoiceDocument({
      invoiceNumber: 'INV/25-26/00001',
      issuedAt: new Date(),
      status: 'ISSUED',
      seller,
      buyerName: 'Priya Sharma',
      buyerEmail: 'priya@example.com',
      buyerState: 'Karnataka',
      buyerCountry: 'India',
      placeOfSupply: 'Karnataka (29)',
      description: 'Industrial Training Fee - four-week live online training program',
      sac: '999293',
      amountMinor: price.totalMinor,
      baseMinor: price.taxableMinor,
      cgstMinor: price.cgstMinor,
      sgstMinor: price.sgstMinor,
      igstMinor: price.igstMinor,
      ratePercent: price.ratePercent,
      currency: 'INR',
    });
  console.log(await pdfRenderFigures('invoice PDF generation', doc, PDFS));
}

runBench(() =>
  withBenchStack(async (app, config) => {
    await benchPdf(config.seller);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { user: admin } = await ensureUser(app.models, 'bench-admin@example.com', 'ADMIN');
    const { sid } = await createSession(app.models, admin._id, 'bench');
    const headers = {
      authorization: `Bearer ${app.jwt.sign({ sub: String(admin._id), role: 'ADMIN', sid })}`,
      'content-type': 'application/json',
    };

    const verifySamples: number[] = [];
    const roundTimes: number[] = [];
    const refusals = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const students = await app.models.User.insertMany(
        Array.from({ length: CONCURRENCY }, (_, i) => ({
          email: `bench-${round}-${i}@example.com`,
          name: `Bench Student ${round}-${i}`,
          role: 'STUDENT',
          studentId: `CP99-${round}${String(i).padStart(5, '0')}`,
          phone: '+91 9876543210',
          country: 'India',
          state: i % 2 ? 'Karnataka' : 'Kerala',
          idVerified: true,
        })),
      );
      const [wall, latencies] = await timed(() =>
        Promise.all(
          students.map(async (s) => {
            const [ms, res] = await timed(() =>
              fetch(`${base}/admin/api/students/${String(s._id)}/payment/verify`, { method: 'POST', headers, body: '{}' }),
            );
            await res.arrayBuffer();
            // 503: the load shedder (event loop stalled over 1 s) refused it; counted, not timed.
            if (res.status !== 200) refusals.set(res.status, (refusals.get(res.status) ?? 0) + 1);
            return res.status === 200 ? ms : null;
          }),
        ),
      );
      verifySamples.push(...latencies.filter((ms): ms is number => ms !== null));
      roundTimes.push(wall);
    }
    console.log(summary(`verify, ${CONCURRENCY} concurrent students (${ROUNDS} rounds)`, verifySamples));
    if (refusals.size) console.log(`${''.padEnd(46)} refused: ${[...refusals].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
    console.log(
      `${''.padEnd(46)} a round of ${CONCURRENCY} took ${roundTimes.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')}; ${await app.models.Invoice.countDocuments()} invoices, numbers gapless: ${await gapless(app)}`,
    );

    if (STUDENTS > 0) {
      const existing = await app.models.User.countDocuments({ role: 'STUDENT' });
      const batch = 1000;
      for (let made = existing; made < STUDENTS; made += batch) {
        await app.models.User.insertMany(
          Array.from({ length: Math.min(batch, STUDENTS - made) }, (_, i) => {
            const n = made + i;
            return {
              _id: new Types.ObjectId(),
              email: `student${n}@example.com`,
              name: `Student ${n}`,
              role: 'STUDENT',
              studentId: `CP98-${String(n).padStart(6, '0')}`,
              paymentLinkUrl: n % 3 ? null : `https://rzp.io/l/s${n}`,
              paymentAmountMinor: n % 3 ? null : FIRST_COHORT.feeMinor,
              feeVerified: n % 7 === 0,
            };
          }),
          { ordered: false },
        );
      }
      const total = await app.models.User.countDocuments({ role: 'STUDENT' });
      const list = async (query: string) => {
        const samples: number[] = [];
        for (let i = 0; i < 5; i++) {
          const [ms, res] = await timed(() => fetch(`${base}/admin/api/students?${query}`, { headers }));
          if (res.status !== 200) throw new Error(`list answered ${res.status}`);
          await res.arrayBuffer();
          samples.push(ms);
        }
        return samples;
      };
      console.log(summary(`student page + counts, ${total} students`, await list('page=0&size=20')));
      console.log(summary(`  … link=added&fee=unverified, page 50`, await list('link=added&fee=unverified&page=50&size=20')));
      console.log(summary(`  … search "student1234"`, await list('query=student1234&page=0&size=20')));
    }
  }),
);

async function gapless(app: App): Promise<boolean> {
  const seqs = (await app.models.Invoice.find({}, { seq: 1 }).sort({ seq: 1 }).lean()).map((i) => i.seq);
  return seqs.every((seq, i) => seq === i + 1);
}
