import { escapeRegex } from '../schemas/common.ts';

/** A filter of accounts whose name or e-mail contains `text` (any case); every account for a blank text. */
export function nameOrEmailMatch(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const pattern = escapeRegex(trimmed);
  return { $or: [{ email: { $regex: pattern, $options: 'i' } }, { name: { $regex: pattern, $options: 'i' } }] };
}
