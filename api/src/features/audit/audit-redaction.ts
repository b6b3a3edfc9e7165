/**
 * What an erased student's audit entries keep: what was done, when and by whom, not their data.
 * A value that contains one of their erased values goes, and so does every file name and free
 * text (a review note, a reason): those can carry the name in any spelling ("AshaRao_Aadhaar.pdf").
 */
import { ERASED_PLACEHOLDER } from '@portal/domain/data-rights';

/** The entry fields, at any depth, that hold a file name or someone's own words. */
const FREE_TEXT_FIELDS = new Set(['fileName', 'filename', 'note', 'notes', 'reviewNote', 'reason']);

interface Redacted {
  value: unknown;
  changed: boolean;
}

function redactValue(value: unknown, secrets: string[], freeText: boolean): Redacted {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return freeText || secrets.some((s) => lower.includes(s))
      ? { value: ERASED_PLACEHOLDER, changed: value !== ERASED_PLACEHOLDER }
      : { value, changed: false };
  }
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const r = redactValue(v, secrets, freeText);
      changed ||= r.changed;
      return r.value;
    });
    return { value: changed ? out : value, changed };
  }
  if (value && typeof value === 'object' && !(value instanceof Date) && value.constructor === Object) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = redactValue(v, secrets, freeText || FREE_TEXT_FIELDS.has(k));
      changed ||= r.changed;
      out[k] = r.value;
    }
    return { value: changed ? out : value, changed };
  }
  return { value, changed: false };
}

/**
 * `before` or `after` of an erased student's entry without their data: each string that contains
 * one of `secrets` (lower case) and each file name or free text becomes the placeholder; the same
 * value when nothing changed.
 */
export function redactAuditValue(value: unknown, secrets: string[]): Redacted {
  return redactValue(value, secrets, false);
}
