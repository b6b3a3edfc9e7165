import { Schema, type InferSchemaType } from 'mongoose';

/**
 * The ledger of the data migrations (api/src/migrations/): one document per migration, its `_id`
 * the migration's id, so the insert lets one process claim it. While a process runs it the
 * document holds that process's lease (`holder`, `leaseUntil`, renewed as it runs; a lease that
 * runs out is taken over); once it has run, `appliedAt` and `durationMs`.
 */
export const migrationSchema = new Schema(
  {
    _id: { type: String, required: true },
    description: { type: String, required: true },
    holder: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    appliedAt: { type: Date, default: null },
    durationMs: { type: Number, default: null },
  },
  { collection: 'migrations', versionKey: false },
);

export type MigrationDoc = InferSchemaType<typeof migrationSchema>;
