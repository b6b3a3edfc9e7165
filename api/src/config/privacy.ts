/** What the privacy notice promises: how long ID documents are kept, and who answers grievances. */
import { Type, type Static } from 'typebox';
import { normalizeEmail } from '@portal/domain/validation';
import type { ConfigContext, ConfigHints } from './area.ts';

/** The development grievance officer (obviously not a real person); production names its own. */
const DEV_GRIEVANCE_OFFICER = { name: 'Grievance Officer (development)', email: 'grievance@careerportal.in' };
/** The notice cannot go without them in production. */
const OFFICER_SETTINGS = ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL'] satisfies (keyof Static<typeof PRIVACY_SETTINGS>)[];

export const PRIVACY_SETTINGS = Type.Object({
  ID_DOCUMENT_RETENTION_DAYS: Type.Integer({
    description:
      'Days an uploaded ID document’s file is kept after it was verified or rejected; then the retention sweep erases it (the proof’s status, reviewer, times, type, size and SHA-256 stay). A replaced upload is erased at once',
    minimum: 0,
    maximum: 3650,
    default: 90,
  }),
  GRIEVANCE_OFFICER_NAME: Type.Optional(
    Type.String({
      description: `The grievance officer named in the privacy notice (DPDP Rules 2025); required in production. Unset in development: “${DEV_GRIEVANCE_OFFICER.name}”`,
      minLength: 2,
      maxLength: 120,
    }),
  ),
  GRIEVANCE_OFFICER_EMAIL: Type.Optional(
    Type.String({
      description: `The grievance officer’s e-mail in the privacy notice; required in production. Unset in development: ${DEV_GRIEVANCE_OFFICER.email}`,
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    }),
  ),
});

export const PRIVACY_HINTS: ConfigHints<typeof PRIVACY_SETTINGS> = {
  ID_DOCUMENT_RETENTION_DAYS: 'ID_DOCUMENT_RETENTION_DAYS must be a whole number of days from 0 to 3650',
  GRIEVANCE_OFFICER_NAME: 'GRIEVANCE_OFFICER_NAME must be the grievance officer’s name (2-120 characters)',
  GRIEVANCE_OFFICER_EMAIL: 'GRIEVANCE_OFFICER_EMAIL must be an e-mail address, e.g. grievance@example.com',
};

export function privacyConfig(env: Static<typeof PRIVACY_SETTINGS>, { production, problems }: ConfigContext) {
  if (production)
    for (const key of OFFICER_SETTINGS)
      if (env[key] === undefined)
        problems.push(`${key} is required when NODE_ENV=production (the privacy notice names who answers grievances)`);
  return {
    /** ID_DOCUMENT_RETENTION_DAYS: an ID document's file is erased this many days after it was verified or rejected. */
    idDocumentRetentionDays: env.ID_DOCUMENT_RETENTION_DAYS,
    /** GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL: who answers a data principal's grievance (privacy notice). */
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? DEV_GRIEVANCE_OFFICER.name,
      email: normalizeEmail(env.GRIEVANCE_OFFICER_EMAIL ?? DEV_GRIEVANCE_OFFICER.email),
    },
  };
}
