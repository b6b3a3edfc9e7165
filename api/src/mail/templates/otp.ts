import { OTP_TTL_MINUTES } from '@portal/domain/constants';
import { BRAND, composeMail } from '../layout.ts';

/** The sign-in code mail: the code is the first six-digit number of the text part (the tests read it there). */
export function otpMail({ code }: { code: string }) {
  const mail = composeMail(`Your ${BRAND} sign-in code: ${code}`, {
    paragraphs: [`Your sign-in code is ${code}`, `It is valid for ${OTP_TTL_MINUTES} minutes and works once.`],
    footer: 'If you did not ask for this code, you can ignore this e-mail.',
  });
  return mail;
}
