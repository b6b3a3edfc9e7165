/**
 * The words of /login. Validation and server messages are not here: they come from
 * @portal/domain/messages (SPEC §5 and §8) so they are never retyped.
 */
import { OTP_LENGTH, OTP_TTL_MINUTES } from '@portal/domain/constants';

export const login = {
  heading: 'Sign in',
  emailIntro: `Enter your email and we will send you a ${OTP_LENGTH}-digit code. New here? The same step creates your account.`,
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  send: 'Send OTP',
  hint: 'Code not arriving? Check your spam folder, or sign in with an address from a mainstream mail provider such as Gmail, Outlook or Yahoo.',
  otpIntro: 'Enter the code we sent to',
  otpLabel: `Enter the ${OTP_LENGTH}-digit code`,
  otpGroupLabel: 'One-time password',
  digitLabel: (n: number, total: number) => `Digit ${n} of ${total}`,
  validity: `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
  verify: 'Verify',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  changeEmail: 'Use a different email',
  devInbox: 'Open the development mail inbox',
  signedInTitle: 'You are already signed in',
  signedInText: 'Pick up where you left off, or sign in with another account.',
  continue: 'Continue to dashboard',
  switchAccount: 'Sign in with a different account',
  asideTitle: 'Your career program, one sign-in away',
  asidePoints: [
    'No password to remember — we e-mail you a one-time code',
    'New students: the same step creates your account',
    'Track training, internship and your job or PPO in one dashboard',
  ],
};
