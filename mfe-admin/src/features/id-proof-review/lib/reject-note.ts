/**
 * The reasons an admin usually rejects an ID for, each with the note the student reads: choosing
 * one fills the note, which the admin can still edit; "Other" leaves the note to the admin.
 */
import { ACCEPTED_ID_DOCUMENTS } from '@portal/domain/id-proof';

export interface RejectReason {
  key: string;
  label: string;
  /** The note the reason fills in; empty for "Other". */
  note: string;
}

export const REJECT_REASONS: readonly RejectReason[] = [
  {
    key: 'name',
    label: 'Name does not match',
    note: 'The name on your ID does not match the name in your profile. Please correct your name in your profile exactly as on your ID, then upload your ID again.',
  },
  {
    key: 'unreadable',
    label: 'Document unreadable',
    note: 'We could not read your ID: the copy is blurred, dark or cut off. Please upload a clear, complete copy with all four corners visible.',
  },
  {
    key: 'expired',
    label: 'Document expired',
    note: 'The ID you uploaded has expired. Please upload a government ID that is valid today.',
  },
  {
    key: 'type',
    label: 'Wrong document type',
    note: `This document is not one of the government IDs we accept. Please upload your ${ACCEPTED_ID_DOCUMENTS.join(', ')}.`,
  },
  { key: 'other', label: 'Other', note: '' },
];
