/**
 * Every user-facing message of SPEC §5 and §8, word for word.
 * The API answers with these and the front ends show them before sending,
 * so a message is changed here and nowhere else.
 */
import { istDateLabel } from './calendar.ts';

export const MESSAGES = {
  // §5 sign-in
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  otpRequired: 'Please enter the 6-digit OTP.',
  // §5 onboarding and profile
  nameRequired: 'Please enter your full name as on your government ID.',
  countryRequired: 'Please select your country.',
  stateRequired: 'Please select your state (required for billing in India).',
  phoneRequired: 'Please enter your phone number with country code.',
  phoneInvalid: 'Please enter a valid phone number (include country code, e.g., +91 9876543210).',
  // §5 ID upload
  idFileRequired: 'Please choose a PDF, JPEG, or PNG file.',
  idFileTooLarge: 'File too large. Maximum allowed is 10 MB.',
  idFileType: 'Only PDF, JPEG, or PNG files are allowed.',
  // §5 admin
  adminSearchRequired: 'Enter an email (or part of it) to search.',
  noSignatureCaptured: 'No signature captured or selected.',
  signaturePadNotReady: 'Signature pad not ready.',
  paymentLinkInvalid: 'Please enter a valid link (e.g., https://rzp.io/l/abc123 or upi://pay?pa=...).',
  invalidStudentSelection: 'Invalid student selection.',
  // §5 specialization
  specializationRequired: 'Please select a specialization.',
  startDateInvalid: 'Please select a valid start date.',
  durationRequired: 'Please select a duration.',
  // §5 background
  educationLevelRequired: 'Please select your education level.',
  graduationYearInvalid: 'Graduation year must be YYYY between 2000 and 2035.',
  collegeRequired: 'University / College / Institution is required.',
  branchRequired: 'Branch is required (e.g., CSE, IT, Software Engineering).',
  jobTitleRequired: 'Job Title is required.',
  companyRequired: 'Current Company/Organization is required.',
  experienceWhole: 'Experience (months) must be a whole number.',
  experienceRange: 'Experience (months) must be between 0 and 480.',
  linkedinInvalid: 'LinkedIn profile should start with http:// or https://',
  linkedinCharacters: 'LinkedIn profile should be a plain web address, without control or invisible characters.',
  linkedinHost: 'LinkedIn profile should be a linkedin.com address, e.g. https://www.linkedin.com/in/your-name',
  // §5 offer letter and student signature
  addressRequired: 'Address is required.',
  addressIncomplete: 'Please enter a complete mailing address.',
  signatureBlank: 'Please draw your signature before finalizing.',
  signatureAlreadyFinal: 'Your signature is already finalized and cannot be changed.',
  // §8 general
  networkError: 'Network error — please check your connection.',
  sessionExpired: 'Session expired, please sign in again.',
  noRefreshToken: 'No refresh token',
  invalidRefreshResponse: 'Invalid refresh response',
  // §8 sign-in
  otpSendFailed: 'Failed to send OTP.',
  otpSent: 'OTP sent.',
  verifyFailed: 'Verification failed.',
  loginTokensMissing: 'Invalid login response: tokens missing.',
  // §8 profile
  profileLoadFailed: 'Failed to load profile.',
  yourProfileLoadFailed: 'Failed to load your profile.',
  saveFailed: 'Failed to save.',
  updateFailed: 'Update failed.',
  profileUpdated: 'Profile updated successfully.',
  profileSaved: 'Profile saved.',
  // §8 student program
  selectionFailed: 'Failed to finalize selection.',
  backgroundFailed: 'Failed to submit background.',
  offerRequestFailed: 'Failed to request offer letter.',
  signatureSaveFailed: 'Failed to save signature.',
  selectionFinalized: 'Selection finalized.',
  backgroundSubmitted: 'Background submitted.',
  offerRequested: 'Request submitted. Draft letter will be generated.',
  signatureFinalized: 'Signature finalized. Final offer letter will be issued soon.',
  // §4 offer letter states, §2 jobs section
  draftPreparing: 'Draft letter is being prepared. Please check again shortly.',
  finalNotIssued: 'Not issued yet...',
  jobsNotOpen: 'When Slots are open, you will be notified',
  // §8 admin signature
  signatureStatusFailed: 'Failed to load signature status.',
  signatureSaved: 'Signature saved successfully.',
  signatureReplaced: 'Signature replaced successfully.',
  // Not in the SPEC: the background form always has a type chosen; the API still names the rule.
  profileTypeRequired: 'Please choose Student or Professional.',
  // §2 admin payment screen and §8 its successes
  noStudentsMatch: 'No students match the current filter.',
  paymentLinkSaved: 'Payment link saved.',
  paymentLinkCleared: 'Payment link cleared.',
  feeVerified: 'Fee marked as verified.',
  feeUnverified: 'Fee mark removed: a credit note was issued; the invoice stays issued.',
  // Not in the SPEC: the API refuses Verify before step 1, and the admin's disabled Verify says why.
  feeNeedsIdVerified: "Step 1 (Govt ID Verified) must be done first: approve the student's government ID before verifying the fee.",
  // §2 pay section
  paymentLinkNotAssigned: 'Payment link not assigned yet. Please check back later.',
  paymentVerifyNote: 'On payment, Admin will verify and unlock your dashboard.',
  // §2 billing section and §8 invoices
  noInvoices: 'No invoices yet.',
  invoicesLoadFailed: 'Failed to load invoices.',
  invoicePopupBlocked: 'Please allow pop-ups to view the invoice.',
  invoiceOpenFailed: 'Failed to open invoice.',
  invoiceDownloadFailed: 'Failed to download invoice.',
  // §8 ID proof (student)
  idProofLoadFailed: 'Failed to load ID proof status.',
  uploadFailed: 'Upload failed.',
  uploadedSuccessfully: 'Uploaded successfully.',
  documentOpenFailed: 'Failed to open the document.',
  uploadedIdOpenFailed: 'Failed to open your uploaded ID.',
  pdfOpenFailed: 'Failed to open PDF.',
  allowPopupsDocument: 'Please allow pop-ups to view the document.',
  emptyFile: 'Empty file received.',
  // §8 admin ID proofs and students
  fileForbidden: 'Forbidden: you do not have permission to view this file.',
  fileGone: 'File not found on server (it may have been removed).',
  viewerNotFound: 'Viewer endpoint not found. Check server routes.',
  fileOpenFailed: 'Failed to open file.',
  documentsLoadFailed: 'Failed to load documents.',
  actionFailed: 'Action failed.',
  unverifyFailed: 'Unverify failed.',
  idProofsLoadFailed: 'Failed to load ID proofs.',
  studentsLoadFailed: 'Failed to load students.',
  approved: 'Approved.',
  rejected: 'Rejected.',
  movedToPending: 'Moved to PENDING.',
} as const;

/** The answer when a specialization has no seat left (first come, first served). */
export function noSeatsLeft(specialization: string): string {
  return `No seats left in ${specialization}. Please choose another specialization.`;
}

/**
 * What the old session of an erased account is told on its next refresh (401), and /login shows in
 * place of "Session expired". The erasure replaced the account's address, so signing in with it makes
 * a new account.
 */
export function erasedSessionMessage(erasedAt: Date): string {
  return `This account was erased on ${istDateLabel(erasedAt)} at your request. Signing in with the same e-mail address starts a new account, from the beginning.`;
}

const ERASED_SESSION_MESSAGE = /^This account was erased on \d{1,2} [A-Z][a-z]{2} \d{4} at your request\. /;

/** Whether a refused refresh says that the account was erased (shown as it is) rather than anything else ("Session expired"). */
export function isErasedSessionMessage(message: unknown): message is string {
  return typeof message === 'string' && ERASED_SESSION_MESSAGE.test(message);
}

/** SPEC §8 admin search: 'N result(s) found.' */
export function resultsFound(count: number): string {
  return `${count} result(s) found.`;
}

/** SPEC §8 admin payment screen: every failure starts with one of these. */
export const PAYMENT_ADMIN_FAILURES = {
  load: 'Failed to load students',
  saveLink: 'Failed to save payment link',
  createLink: 'Failed to create Razorpay link',
  clearLink: 'Failed to clear payment link',
  verify: 'Failed to verify fee',
  unverify: 'Failed to unverify fee',
} as const;

export type PaymentAdminAction = keyof typeof PAYMENT_ADMIN_FAILURES;

/**
 * SPEC §8: the action's prefix, the status in brackets and the body text when present, e.g.
 * 'Failed to save payment link (400): Please enter a valid link …'. Status 0 (no answer) shows
 * the network message instead of a status.
 */
export function paymentAdminFailure(action: PaymentAdminAction, status: number, bodyText?: string | null): string {
  const prefix = PAYMENT_ADMIN_FAILURES[action];
  const detail = (bodyText ?? '').trim();
  if (status === 0) return `${prefix}: ${detail || MESSAGES.networkError}`;
  return detail ? `${prefix} (${status}): ${detail}` : `${prefix} (${status})`;
}

/** SPEC §8: HTTP errors show the server's message or error field, else 'HTTP {status}'. */
export function httpStatusMessage(status: number): string {
  return `HTTP ${status}`;
}
