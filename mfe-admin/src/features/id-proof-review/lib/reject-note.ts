/** The note the Reject dialog starts with: what usually goes wrong and what the student should do. */
export const DEFAULT_REJECT_NOTE =
  'We could not verify your ID: the full name or country/state on it does not match your profile, or the copy is not clear ' +
  'and complete. Please correct your profile and upload a clear, complete copy of your government ID.';
