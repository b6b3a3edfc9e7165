/**
 * /login's form as the page server answers it when the browser runs no JavaScript: the fields it
 * sends, the button pressed, and the state the page is rendered in again (its data, so the page
 * hydrates the same should the browser run the page's code after all).
 */
export const LOGIN_FIELDS = { email: 'email', otp: 'otp', action: 'action' } as const;

/** The button pressed: Send OTP, Verify, Resend OTP, Use a different email. */
export const LOGIN_ACTIONS = { send: 'send', verify: 'verify', resend: 'resend', change: 'change' } as const;

export interface LoginFormState {
  step: 'email' | 'otp';
  /** The address typed (e-mail step) or the one the code was sent to (code step). */
  email: string;
  /** The address's own problem (invalid), under the field. */
  emailError?: string;
  /** The code as typed, kept when it was not a code at all. */
  otp?: string;
  otpError?: string;
  /** The API's refusal (wrong or expired code, a rate limit, the mail not sent). */
  serverError?: string;
  /** The API's word that the code was sent. */
  notice?: string;
}
