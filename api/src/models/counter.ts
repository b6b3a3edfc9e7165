import { Schema } from 'mongoose';

/** Atomic sequences (Student IDs), advanced with findOneAndUpdate + $inc + upsert. */
export const counterSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } },
  { collection: 'counters', versionKey: false },
);
