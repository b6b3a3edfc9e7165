/** A row of GET /admin/api/audit (who did what to a target, from where): declared once as a TypeBox schema, with its type for the screen. */
import { Type, type Static } from 'typebox';
import { NullableString } from './schema-helpers.ts';

const State = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actorEmail: NullableString(),
    actorRole: NullableString(),
    action: Type.String(),
    targetType: Type.String(),
    targetId: Type.String(),
    before: State,
    after: State,
    ip: NullableString(),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntrySchema>;
