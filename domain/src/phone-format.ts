/**
 * The phone's written form, as the phone input types it and the API stores it. Apart from the
 * numbering plans of validation.ts, so a screen that only formats a phone does not load them.
 */
import { dialCodeFor } from './constants.ts';

/** Phone without spaces, as stored and compared. */
export function compactPhone(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, '');
}

export function phoneDigitCount(raw: string | null | undefined): number {
  return compactPhone(raw).replace(/\D/g, '').length;
}

/**
 * Forces the phone to begin with the country's dial code and keeps only digits after it,
 * formatted "+91 9876543210". Used by the phone input on every keystroke and by the API.
 */
export function withDialCode(countryName: string | null | undefined, raw: string | null | undefined): string {
  const dial = dialCodeFor(countryName);
  const compact = compactPhone(raw);
  if (!dial) {
    const hasPlus = compact.startsWith('+');
    return (hasPlus ? '+' : '') + compact.replace(/\D/g, '');
  }
  const rest = compact.startsWith(dial) ? compact.slice(dial.length) : compact.replace(/^\+/, '');
  const localDigits = rest.replace(/\D/g, '');
  return localDigits ? `${dial} ${localDigits}` : `${dial} `;
}
