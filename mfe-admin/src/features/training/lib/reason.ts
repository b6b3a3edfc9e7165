/** The longest reason an admin gives for cancelling or moving a session, an excuse or a correction (the batch or the audit trail reads it). */
export const TRAINING_REASON_MAX = 500;
