import { minorToMajorString } from '@portal/domain/money';
/**
 * Messages the API answers with that the SPEC does not list (SPEC §5/§8 messages come from
 * @portal/domain/messages and are never retyped here).
 */
export const API_MESSAGES = {
  otpInvalid: 'Invalid or expired code.',
  otpExpired: 'This code has expired. Request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  otpHourlyLimit: (minutes: number) =>
    `Too many codes were requested for this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  otpDailyFailureLimit: (hours: number) =>
    `Too many wrong codes were entered for this address today. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  rateLimited: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  mailFailed: 'We could not send the e-mail right now. Please try again in a minute.',
  mailRecipientRefused: 'The mail server refused this e-mail address. Please check it or use another address.',
  unauthorized: 'Please sign in.',
  forbidden: 'Forbidden',
  profileLocked: 'Name, country and state are locked after ID verification. Please contact support with your Student ID.',
  notFound: 'Not found.',
  /** The amount of a payment link is the fee of the student's cohort (SPEC §7). */
  paymentAmountFixed: (feeMinor: number) =>
    `The payment amount is fixed at INR ${minorToMajorString(feeMinor)} (amountMajor ${feeMinor / 100}, currency INR).`,
  feeChangeBusy: "Another change of this student's fee is still being saved. Try again in a moment.",
  invoiceNotFound: 'Invoice not found.',
  cohortNotFound: 'Cohort not found.',
  cohortNameTaken: 'Another cohort already has this name. Please choose another.',
  cohortLocked: 'This cohort can no longer be edited: a student has been verified into it.',
  cohortEnrolmentClosed:
    "This cohort's training has started, so it cannot take new students. Make a cohort active whose training is still ahead.",
  internal: 'Something went wrong. Please try again.',
  idFileErased: 'This ID document was erased under the retention policy; its record (status, type, size, SHA-256) is kept.',
  idFileUnreadable: 'This file could not be opened as a PDF, JPEG or PNG. Please export it again or take a new photo, and upload that.',
  idFilePasswordProtected:
    'This PDF is password-protected. Please upload a copy without a password (for a masked Aadhaar: open it, then print or save it as a new PDF).',
  bodyEmpty: 'The request body is empty: send a JSON object.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyForbiddenKey: 'The request body must not contain the key "__proto__" or a "constructor" with a "prototype".',
  overloaded: 'The server is busy. Please try again shortly.',
  databaseUnavailable: 'The portal cannot reach its database right now. Please try again in a few seconds.',
  confirmRequired: 'Please confirm: this cannot be changed later.',
  reviewNoteNotClean:
    'The note contains invisible or control characters, emoji or symbols that cannot be shown as typed. Please retype it.',
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
  failedMailNotFound: 'This mail is not waiting to be sent again: it was sent again already, or it does not exist.',
} as const;
