import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface InternshipReportReviewedMailData {
  name: string | null;
  week: number;
  accepted: boolean;
  comment: string | null;
}

/** To the intern when their mentor accepts a weekly report or asks for changes. */
export function internshipReportReviewedMail({ name, week, accepted, comment }: InternshipReportReviewedMailData, context: MailContext) {
  return composeMail(accepted ? `Week ${week} report accepted` : `Week ${week} report: changes asked`, {
    greeting: greeting(name),
    highlight: accepted ? 'Your mentor accepted your report' : 'Your mentor asked for changes',
    paragraphs: [
      accepted
        ? `Your report of week ${week} was accepted.`
        : `Your mentor asked for changes to your report of week ${week}. Edit it on your internship page and it goes back to them.`,
      comment ? `Your mentor's comment: ${comment}` : 'Your mentor left no comment.',
    ],
    action: { label: 'Open your internship', url: screenUrl(context, '/student-main/internship') },
  });
}
