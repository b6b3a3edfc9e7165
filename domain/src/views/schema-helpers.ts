/** TypeBox building blocks of the response views (the API's contract). */
import { Type } from 'typebox';

export const NullableString = (options: { maxLength?: number; description?: string } = {}) =>
  Type.Union([Type.String(options), Type.Null()]);
export const NullableDateTime = (options: { description?: string } = {}) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], options);
/** Money in paise (minor units). */
export const Minor = (options: { description?: string } = {}) =>
  Type.Integer({ description: options.description ? `paise (minor units): ${options.description}` : 'paise (minor units)' });
