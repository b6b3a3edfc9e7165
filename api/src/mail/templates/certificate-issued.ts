import { composeMail, greeting, screenUrl, type MailContext } from '../layout.ts';

export interface CertificateIssuedMailData {
  name: string | null;
  title: string;
  /** 'ABCD-EFGH-JKMN' */
  code: string;
  verifyUrl: string;
}

/** To the holder when a certificate is issued. */
export function certificateIssuedMail({ name, title, code, verifyUrl }: CertificateIssuedMailData, context: MailContext) {
  return composeMail(`Your ${title}`, {
    greeting: greeting(name),
    highlight: title,
    paragraphs: [
      `Your ${title} has been issued. You can view and download it, digitally signed, from the Certificates section of your dashboard.`,
      `Anyone can check it with the code ${code} at ${verifyUrl}, or by scanning the QR code printed on it.`,
    ],
    action: { label: 'See your certificates', url: screenUrl(context, '/student-main/certificates') },
  });
}
