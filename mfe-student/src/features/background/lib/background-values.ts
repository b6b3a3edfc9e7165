/** The background form's values and the SPEC §7 request body made from them (the labels are domain/background's). */
import { normalizeBackground, type BackgroundInput, type ProfileType } from '@portal/domain/background';
import type { BackgroundRequest } from '../api/background-api';

export type BackgroundFormValues = BackgroundInput & { profileType: ProfileType };

/** The body of a valid form (check with validateBackground first). */
export function toBackgroundRequest(values: BackgroundFormValues): BackgroundRequest {
  return { ...normalizeBackground(values), confirm: true };
}
