/** The authorized signature's status (GET /admin/signature, SPEC §3): declared once as a TypeBox schema, with its type for the screen. */
import { Type, type Static } from 'typebox';
import { NullableDateTime } from './schema-helpers.ts';

export const adminSignatureStatusFields = { exists: Type.Boolean(), updatedAt: NullableDateTime() };
export const AdminSignatureStatusSchema = Type.Object(adminSignatureStatusFields, { additionalProperties: false });
export type AdminSignatureStatus = Static<typeof AdminSignatureStatusSchema>;
