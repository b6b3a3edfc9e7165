import { BRAND, composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

/**
 * To the student when the copy of their data is ready: a link to their profile carrying the signed
 * download token (valid 24 hours; the download also needs them signed in, so a forwarded mail is
 * of no use to anyone else). The data itself is never attached.
 */
export function dataExportReadyMail(
  { name, token, expiresLabel }: { name: string | null; token: string; expiresLabel: string },
  context: MailContext,
) {
  return composeMail(`${BRAND}: your data is ready to download`, {
    greeting: greeting(name),
    highlight: 'Your data is ready',
    paragraphs: [
      'The copy of your data you asked for is ready: a ZIP file with everything we hold about you (data.json) and your files.',
      `The link works until ${expiresLabel} and only while you are signed in to your own account.`,
      'If you did not ask for it, sign in and tell us through Contact Us.',
    ],
    // In the fragment, which browsers never send to a server or in a Referer.
    action: { label: 'Download your data', url: screenUrl(context, `/profile#dataExport=${token}`) },
  });
}
