import { BRAND, composeMail, greeting } from '../layout.ts';

/** To the student when an admin approves the Government ID. */
export function idProofApprovedMail({ name, studentId }: { name: string | null; studentId: string | null }) {
  return composeMail(`${BRAND}: your government ID is verified`, {
    greeting: greeting(name),
    highlight: 'ID verified',
    paragraphs: [
      'Your government ID has been verified. Step 1 of your journey is done and your full student dashboard is open.',
      'Next step: pay the training fee from your dashboard.',
      'Your name, country and state are now locked. If any of them is wrong, contact support with your Student ID' +
        `${studentId ? ` (${studentId})` : ''}.`,
    ],
  });
}
