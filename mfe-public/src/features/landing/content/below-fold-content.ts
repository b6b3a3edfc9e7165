/**
 * The words of the landing's sections below the fold (landing-content.ts has the rest): a module
 * of its own, so it loads with those sections' code when they come into view.
 */
import { SLIDESHOW_INTERVAL_MS } from '@portal/domain/constants';
import { SUPPORT_REPLY } from '@portal/domain/program';
import { formatRupees } from '@portal/domain/money';
import { BRAND_NAME, SPECIALIZATION_COUNT, type LandingProgram } from './landing-content';

// ---------------------------------------------------------------- journey

const journey = (p: LandingProgram) => ({
  id: 'journey',
  eyebrow: 'Your journey',
  title: 'Training → Internship → Job or PPO',
  intro:
    'Three stages, one specialization. What you learn in training is what you build in your internship and what you are interviewed for.',
  stages: [
    {
      step: 'Stage 1',
      title: 'Live training',
      meta: `${p.trainingDates} · ${p.fee}`,
      points: [
        'Four weeks, live online with mentors',
        `${p.trainingDays}, ${p.trainingHours}`,
        'Hands-on assignments in your specialization',
      ],
    },
    {
      step: 'Stage 2',
      title: 'Guaranteed internship',
      meta: 'Free of charge',
      points: [`Start on ${p.internshipStartDays}`, `You choose the length: ${p.internshipDurations}`, 'Stipend based on performance'],
    },
    {
      step: 'Stage 3',
      title: 'Job or PPO',
      meta: 'Same specialization',
      points: [
        'Job or Pre-Placement Offer interviews',
        'Interview slots scheduled from your dashboard',
        'You are notified as soon as slots open',
      ],
    },
  ],
  timelineTitle: 'Key dates',
  // Each row has its own key: while the cohort loads, several dates read '…'.
  timeline: [
    { id: 'onboarding', when: 'The week before training', what: 'Onboarding instructions are sent to enrolled students' },
    { id: 'training', when: p.trainingDates, what: `Live training, ${p.trainingDays}, ${p.trainingHours}` },
    { id: 'internship', when: p.internshipStartDays, what: `Internship starts — ${p.internshipDurations}, your choice` },
    { id: 'event', when: p.eventDate, what: `Annual event (${p.eventDetails.replace(/\.$/, '')})` },
  ],
  certificatesTitle: 'Certificates you can earn',
  certificates: [
    { title: 'Training certificate', text: 'On completing the four weeks of live training.' },
    { title: 'Internship certificate', text: 'On completing your internship.' },
    { title: 'Excellent performance certificate', text: 'For interns whose work stands out during the internship.' },
    { title: 'Letter of recommendation', text: 'A personal recommendation for outstanding interns.' },
  ],
  documentsTitle: 'Paperwork, handled in your dashboard',
  documents:
    'Offer letters, invoices and certificates are issued from your student dashboard, where you can view and download them at any time.',
  stipendNote: p.stipendNote,
});

// ---------------------------------------------------------------- dashboard tour (slideshow)

export type SlideKey =
  | 'progress'
  | 'id'
  | 'fee'
  | 'invoice'
  | 'path'
  | 'background'
  | 'offer'
  | 'signature'
  | 'final'
  | 'interview'
  | 'confluence'
  | 'dashboard';

export interface Slide {
  key: SlideKey;
  /** The caption of SPEC §2, word for word. */
  caption: string;
  description: string;
}

const slides = (p: LandingProgram): readonly Slide[] => [
  {
    key: 'progress',
    caption: 'Personalized Progress Bar',
    description: 'Ten steps with a live progress bar, so you always know what comes next.',
  },
  {
    key: 'id',
    caption: 'Government ID Verification',
    description: 'Upload a PDF, JPEG or PNG of your ID; reviews typically take 1–5 business hours.',
  },
  {
    key: 'fee',
    caption: 'Training Fee Payment',
    description: `Pay the ${p.fee} training fee through the secure link assigned to you.`,
  },
  { key: 'invoice', caption: 'Payment Invoice', description: 'Your GST invoice appears as soon as your payment is verified.' },
  { key: 'path', caption: 'Your Selected Path', description: 'Pick your specialization, internship start date and duration.' },
  { key: 'background', caption: 'Your Background', description: 'Tell us whether you are a student or a working professional.' },
  { key: 'offer', caption: 'Initial Internship Offer Letter', description: 'A draft offer letter is prepared for the address you give.' },
  { key: 'signature', caption: 'Your Signature', description: 'Sign on screen — no printing or scanning.' },
  { key: 'final', caption: 'Final Signed Internship Offer Letter', description: 'Download the final letter with both signatures.' },
  { key: 'interview', caption: 'Job/PPO Interview Scheduling', description: 'Book your Job or PPO interview when slots open.' },
  {
    key: 'confluence',
    caption: 'Confluence Registration',
    description: p.eventRegistrationOpen
      ? `Register for the annual event on ${p.eventDate} — registration is open.`
      : `Register for the annual event on ${p.eventDate} once registration opens.`,
  },
  { key: 'dashboard', caption: 'Dashboard', description: 'Billing, letters, training and support — all a click away.' },
];

const tour = (p: LandingProgram) => ({
  id: 'tour',
  eyebrow: 'Inside the student dashboard',
  title: 'Every step, in one place',
  intro: 'From your ID check to your job interview, the dashboard tells you what is done and what comes next.',
  label: 'Student dashboard tour',
  intervalMs: SLIDESHOW_INTERVAL_MS,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  dotsLabel: 'Choose a slide',
  goTo: (n: number, caption: string) => `Go to slide ${n}: ${caption}`,
  announce: (n: number, total: number, caption: string) => `Slide ${n} of ${total}: ${caption}`,
  slides: slides(p),
});

/** Sample data shown inside the slide mock-ups (illustrative only). */
const tourMock = (p: LandingProgram) => ({
  url: 'careerportal.in/student-main',
  logo: 'CP',
  fileType: 'PDF',
  student: { name: 'Aarav Sharma', id: 'CP25-00142', initials: 'AS' },
  progress: { heading: 'Your journey', done: 4 },
  id: { heading: 'Government ID', file: 'aadhaar-card.pdf', status: 'VERIFIED', note: 'Typical review: 1–5 hours in business hours' },
  fee: {
    heading: 'Pay Fee',
    amountLabel: 'Training fee',
    amount: p.fee,
    button: 'Open Payment Link',
    note: 'On payment, Admin will verify and unlock your dashboard.',
  },
  invoice: {
    heading: 'Fee Bill',
    columns: ['Invoice #', 'Issued', 'Total'],
    number: 'INV/25-26/00142',
    issued: '14 Oct 2025',
    total: p.fee,
    actions: ['View', 'Download'],
  },
  path: {
    heading: 'Specialization',
    rows: [
      ['Specialization', 'Machine Learning'],
      ['Start date', 'Wed, 10 Dec 2025'],
      ['Duration', '6 weeks'],
    ],
    badge: 'Finalized',
  },
  background: {
    heading: 'Background',
    tabs: ['Student', 'Professional'],
    rows: [
      ['Education level', 'Bachelors'],
      ['Graduation year', '2026'],
      ['Branch', 'CSE'],
    ],
  },
  offer: { heading: 'Internship Offer Letter', stamp: 'DRAFT', title: 'Offer of Internship' },
  signature: { heading: 'Sign here', button: 'Finalize signature' },
  final: { heading: 'Final Offer Letter', stamp: 'SIGNED', button: 'Download PDF' },
  interview: { heading: 'Job/PPO Interview', month: 'February 2026', note: 'When slots are open, you will be notified' },
  confluence: {
    heading: `Confluence ${p.eventYear}`,
    date: p.eventDate,
    venue: 'Time and venue: to be announced',
    button: p.eventRegistrationOpen ? 'Register' : 'Registration not yet opened',
  },
  dashboard: {
    heading: 'Student dashboard',
    cards: ['Industrial Training', 'Internship', 'Jobs/PPO', 'Confluence', 'Contact Us', 'Profile'],
  },
});

// ---------------------------------------------------------------- specializations

export const specializations = {
  id: 'specializations',
  eyebrow: 'Specializations',
  title: `${SPECIALIZATION_COUNT} tracks, limited seats in each`,
  intro: 'Pick one track and stay in it from training to your job or PPO. Seats are allotted first come, first served.',
  filledOf: (filled: number, seats: number) => `${filled} of ${seats} filled`,
  seatsLeft: (left: number) => (left === 0 ? 'No seats left' : left === 1 ? '1 seat left' : `${left} seats left`),
  seatsTotal: (seats: number) => `${seats} seats`,
  fillingFast: 'Filling fast',
  full: 'Full',
  open: 'Open',
  /** Share of seats filled from which a card shows "Filling fast". */
  fillingFastFromPercent: 75,
  progressLabel: (name: string) => `${name} seats filled`,
};

// ---------------------------------------------------------------- fees

const fees = (p: LandingProgram) => ({
  id: 'fees',
  eyebrow: 'Fees',
  title: 'One fee. Training only.',
  intro: 'You pay for the live training. The internship that follows is free.',
  plans: [
    {
      id: 'plan-training',
      name: 'Live training',
      price: p.fee,
      per: 'one-time',
      note: `Inclusive of ${p.gstRate} GST · GST invoice in your dashboard`,
      points: [
        `Four weeks live, ${p.trainingDays}, ${p.trainingHours}`,
        'Mentor-led sessions and assignments',
        'Training certificate',
        `Your seat in the ${p.cohortName} cohort`,
      ],
      featured: true,
    },
    {
      id: 'plan-internship',
      name: 'Internship',
      price: formatRupees(0),
      per: 'free and guaranteed',
      note: 'Stipend is performance-based',
      points: [
        `Starts ${p.internshipStartDays}`,
        `${p.internshipDurations}, your choice`,
        'Offer letter signed in your dashboard',
        'Internship certificate',
      ],
      featured: false,
    },
  ],
  howToPay:
    'After your government ID is verified, a payment link appears in your dashboard. Once we verify your payment (usually within 1–2 business hours), your invoice is generated and the next steps unlock.',
  cta: 'Reserve your seat',
});

// ---------------------------------------------------------------- eligibility

const eligibility = (p: LandingProgram) => ({
  id: 'eligibility',
  eyebrow: 'Eligibility',
  title: 'Who the program is for',
  intro: 'Computer Science, IT and software students and professionals.',
  groups: [
    {
      title: 'Students',
      points: [
        'B.Tech / B.E., BCA, B.Sc, MCA, M.Tech or M.Sc in Computer Science, IT or a related branch',
        'Diploma students in computer or IT streams',
        'Final-year students and recent graduates',
      ],
    },
    {
      title: 'Professionals',
      points: [
        'Software developers, testers and IT professionals',
        'Engineers moving into AI, data or cloud roles',
        'Anyone working in software who wants a structured path to a new role',
      ],
    },
  ],
  requirementsTitle: 'You will need',
  requirements: [
    'A government ID that matches the name on your profile',
    'A laptop and a stable internet connection',
    `Your evenings, ${p.trainingDays}, ${p.trainingHours}, for the four weeks of training`,
  ],
});

// ---------------------------------------------------------------- event

/** The event's registration as the cohort has it (it said "not yet open" after an admin opened it). */
const registrationState = (open: boolean | null) =>
  open === null ? '…' : open ? 'Open — register inside the student dashboard' : 'Inside the student dashboard — not yet open';

const event = (p: LandingProgram) => ({
  id: 'event',
  eyebrow: 'Annual event',
  title: 'Confluence — our annual event',
  intro: 'A day to meet mentors, industry speakers and the rest of your cohort.',
  dateTile: p.eventTile,
  facts: [
    { label: 'Date', value: p.eventDate },
    { label: 'Time', value: p.eventTime ?? 'To be announced' },
    { label: 'Venue', value: p.eventVenue ?? 'To be announced' },
    { label: 'Registration', value: registrationState(p.eventRegistrationOpen) },
  ],
  note:
    p.eventRegistrationOpen === false
      ? 'Enrolled students are told in their dashboard as soon as registration opens.'
      : p.eventRegistrationOpen
        ? 'Enrolled students register from the Confluence card of their dashboard.'
        : '…',
});

// ---------------------------------------------------------------- company

export const company = {
  id: 'company',
  eyebrow: 'About us',
  title: `About ${BRAND_NAME}`,
  paragraphs: [
    `${BRAND_NAME} is a team of engineers, mentors and educators who have hired, trained and worked alongside software teams across India. We built this program around one idea: learning only counts when it leads to real work.`,
    'That is why every student goes from live training straight into a guaranteed internship in the same specialization, and from there to a job or a Pre-Placement Offer.',
  ],
  values: [
    { title: 'Live, not recorded', text: 'Every session is taught live, so you can ask questions as you learn.' },
    { title: 'One track, end to end', text: 'Training, internship and interviews all stay in your specialization.' },
    { title: 'Transparent', text: 'One published fee, real seat counts, and every document in your dashboard.' },
  ],
};

// ---------------------------------------------------------------- managing director message

export const directorMessage = {
  id: 'managing-director-message',
  eyebrow: 'Message from the Managing Director',
  title: 'Why we started this program',
  paragraphs: [
    'Every year, thousands of capable students finish their degree and still hear the same question in interviews: “Where have you worked?” We created this program so that our students can answer it.',
    'Four weeks of focused, live training. A guaranteed internship where you build real things. Then interviews for a job or a Pre-Placement Offer in the same field. I look forward to welcoming you to the next cohort.',
  ],
  // Placeholder name: replace with the Managing Director's name before launch.
  name: 'Ananya Rao',
  role: `Managing Director, ${BRAND_NAME}`,
  initials: 'AR',
};

// ---------------------------------------------------------------- FAQ

const faq = (p: LandingProgram) => ({
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  asideTitle: 'Still have a question?',
  asideText: `Write to our support team. ${SUPPORT_REPLY}`,
  asideLink: 'Contact support',
  items: [
    {
      q: 'Who can join the program?',
      a: 'Computer Science, IT and software students and professionals. See the eligibility section above for details.',
    },
    {
      q: 'How much does it cost?',
      a: `The training fee is ${p.fee}, for the training only. The internship is free.`,
    },
    {
      q: 'When are the live classes?',
      a: `The ${p.cohortName} cohort trains ${p.trainingDates}, ${p.trainingDays}, ${p.trainingHours}, live online.`,
    },
    {
      q: 'Is the internship really guaranteed?',
      a: `Yes. Every student who completes the training gets an internship in the same specialization, starting on ${p.internshipStartDays}. You choose a length of ${p.internshipDurations}.`,
    },
    {
      q: 'Is the internship paid?',
      a: `The internship is free for you. ${p.stipendNote}`,
    },
    {
      q: 'How are seats allotted?',
      a: 'Seats are given first come, first served by the time your enrolment is completed. Each specialization has its own limit, shown above.',
    },
    {
      q: 'Which certificates will I receive?',
      a: 'A training certificate and an internship certificate; students who do excellent work also receive an excellent performance certificate and a letter of recommendation.',
    },
    {
      q: 'Where do I get my offer letter and invoice?',
      a: 'Offer letters, invoices and certificates are all issued from your student dashboard, where you can view and download them.',
    },
    {
      q: 'When will I receive onboarding instructions?',
      a: 'Onboarding instructions are sent in the week before your training starts.',
    },
    {
      q: 'I did not receive my sign-in code. What should I do?',
      a: 'Check your spam folder and wait a minute before asking for a new code. If it still does not arrive, sign in with an address from a mainstream mail provider such as Gmail, Outlook or Yahoo.',
    },
  ],
});

// ---------------------------------------------------------------- contact

export const contact = {
  id: 'contact',
  eyebrow: 'Contact',
  title: 'Questions? Write to us',
  intro: 'Our support team answers by e-mail.',
  reply: SUPPORT_REPLY,
  emailLabel: 'Support e-mail',
  copy: 'Copy email',
  copiedMessage: (email: string) => `Copied ${email} to your clipboard`,
  copyFailed: (email: string) => `Copy failed — our address is ${email}. Select it above, or use Write an email.`,
  write: 'Write an email',
  includeTitle: 'To help us answer quickly, include',
  include: ['The e-mail address you signed in with', 'Your Student ID, if you have one', 'A screenshot of any error'],
};

/** Every part below the fold that names the cohort's facts, for the active cohort. */
export function belowFoldContent(p: LandingProgram) {
  return {
    journey: journey(p),
    tour: tour(p),
    tourMock: tourMock(p),
    fees: fees(p),
    eligibility: eligibility(p),
    event: event(p),
    faq: faq(p),
  };
}
