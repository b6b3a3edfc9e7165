// A student brought to a later journey step through the real API (each step as the student or the
// admin really takes it), for browser tests and benchmarks whose subject is a later screen.
import { pngBytes } from '../../tools/test-support/document-files';
import { adminSession, verifyFeeViaApi, verifyIdViaApi } from './admin';
import { apiAs, publicSeats, sendAs } from './api';
import { signedInWithProfile, type Tokens } from './session';

/** The last step done: fee verified (steps 1–3), specialization finalized, background submitted, draft letter issued, final letter issued. */
const STAGES = ['fee', 'specialization', 'background', 'draft', 'final'] as const;
export type JourneyStage = (typeof STAGES)[number];

/** Ink on a 640×220 canvas, as both signature pads send it. */
const SIGNATURE_DATA_URL = `data:image/png;base64,${pngBytes(640, 220, [25, 25, 60]).toString('base64')}`;

interface OfferLetterStatus {
  draftAvailable: boolean;
  finalAvailable: boolean;
}

/** Waits for the API's background worker to issue the letter. */
async function letterIssued(student: Tokens, done: (status: OfferLetterStatus) => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done(await apiAs<OfferLetterStatus>(student.accessToken, '/student/offer-letter'))) {
    if (Date.now() > deadline) throw new Error('the offer letter was not issued within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Drafts need the authorized signature: the admin saves one if there is none yet. */
export async function ensureAdminSignature(): Promise<void> {
  const admin = await adminSession();
  const status = await apiAs<{ exists: boolean }>(admin.accessToken, '/admin/signature');
  if (!status.exists) await sendAs(admin.accessToken, '/admin/signature', { signatureDataUrl: SIGNATURE_DATA_URL, confirm: true });
}

/** The specialization with the most seats left, so test runs never use up a small one. */
async function roomiestSpecialization(): Promise<string> {
  const { specializations } = await publicSeats();
  const left = (s: { seats: number; filled: number }) => s.seats - s.filled;
  return specializations.reduce((best, s) => (left(s) > left(best) ? s : best)).name;
}

/** Takes the one journey step `stage` names (the steps before it are done). */
export async function takeStep(student: Tokens, stage: JourneyStage): Promise<void> {
  const post = (path: string, body: unknown) => sendAs(student.accessToken, path, body);
  switch (stage) {
    case 'fee':
      await verifyIdViaApi(student);
      await verifyFeeViaApi(student);
      return;
    case 'specialization':
      await post('/student/specialization', {
        specialization: await roomiestSpecialization(),
        startDateCode: 'DEC10',
        durationWeeks: 6,
        confirm: true,
      });
      return;
    case 'background':
      await post('/student/background', {
        profileType: 'STUDENT',
        educationalLevel: 'Bachelors',
        graduationYear: 2026,
        college: 'RV College of Engineering',
        branch: 'Computer Science',
        confirm: true,
      });
      return;
    case 'draft':
      await ensureAdminSignature();
      await post('/student/offer-letter/request', { addressLine: '221B Residency Road, Bengaluru 560025', confirm: true });
      await letterIssued(student, (s) => s.draftAvailable);
      return;
    case 'final':
      await post('/student/offer-letter/sign', { signatureDataUrl: SIGNATURE_DATA_URL, confirm: true });
      await letterIssued(student, (s) => s.finalAvailable);
  }
}

/** A new student (signed in, profile complete) with every step up to `stage` done. */
export async function studentAtStage(email: string, stage: JourneyStage): Promise<Tokens> {
  const student = await signedInWithProfile(email);
  for (const step of STAGES.slice(0, STAGES.indexOf(stage) + 1)) await takeStep(student, step);
  return student;
}
