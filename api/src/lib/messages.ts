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
  unauthorized: 'Please sign in.',
  forbidden: 'Forbidden',
  profileLocked: 'Name, country and state are locked after ID verification. Please contact support with your Student ID.',
  notFound: 'Not found.',
  paymentAmountFixed: 'The payment amount is fixed at INR 4999.00 (amountMajor 4999, currency INR).',
  feeNeedsIdVerified: 'Step 1 (Govt ID Verified) must be done first: approve the student\'s government ID before verifying the fee.',
  invoiceNotFound: 'Invoice not found.',
  internal: 'Something went wrong. Please try again.',
  overloaded: 'The server is busy. Please try again shortly.',
  confirmRequired: 'Please confirm: this cannot be changed later.',
  selectionAlreadyFinal: 'Your selection is already finalized and cannot be changed.',
  backgroundAlreadySubmitted: 'Your background is already submitted and cannot be changed.',
  offerAlreadyRequested: 'Your offer letter is already requested and the address cannot be changed.',
  signatureNotPng: 'The signature must be a PNG image (data:image/png;base64,...).',
  signatureTooLarge: 'The signature image is too large. Maximum allowed is 200 KB.',
  signatureWrongSize: 'The signature must be 640×220 pixels.',
  letterNotIssued: 'This letter has not been issued yet.',
  noAdminSignature: 'No authorized signature has been saved yet.',
  idProofNotFound: 'ID proof not found.',
  idProofReplaced: 'This document was replaced by a newer upload. Reload the list.',
  idProofLocked: 'Your ID is already verified, so the document can no longer be replaced.',
  idProofAlreadyVerified: 'This ID is already verified. Unverify it first to change the decision.',
  idProofNotVerified: 'Only a VERIFIED ID can be moved back to PENDING.',
  uploadOneFile: 'Please upload exactly one file.',
  uploadIncomplete: 'The upload did not complete. Please try again.',
} as const;
