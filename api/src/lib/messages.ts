/**
 * Messages the API answers with that the SPEC does not list (SPEC §5/§8 messages come from
 * @portal/domain/messages and are never retyped here).
 */
export const API_MESSAGES = {
  otpInvalid: 'Invalid or expired code.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  otpHourlyLimit: (minutes: number) =>
    `Too many codes were requested for this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  rateLimited: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  mailFailed: 'We could not send the e-mail right now. Please try again in a minute.',
  mailRecipientRefused: 'The mail server refused this e-mail address. Please check it or use another address.',
  unauthorized: 'Please sign in.',
  forbidden: 'Forbidden',
  profileLocked: 'Name, country and state are locked after ID verification. Please contact support with your Student ID.',
  notFound: 'Not found.',
  paymentAmountFixed: 'The payment amount is fixed at INR 4999.00 (amountMajor 4999, currency INR).',
  feeNeedsIdVerified: 'Step 1 (Govt ID Verified) must be done first: approve the student\'s government ID before verifying the fee.',
  invoiceNotFound: 'Invoice not found.',
  internal: 'Something went wrong. Please try again.',
  bodyEmpty: 'The request body is empty: send a JSON object.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyForbiddenKey: 'The request body must not contain the key "__proto__" or a "constructor" with a "prototype".',
  overloaded: 'The server is busy. Please try again shortly.',
} as const;
