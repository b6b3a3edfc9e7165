import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { ATTENDANCE_MARKS, SESSION_STATUSES } from '@portal/domain/training';

/**
 * A cohort's training settings (one per cohort; its _id is the cohort's): the session time, the
 * holidays left out of the calendar and the attendance lines. Absent: domain's TRAINING_DEFAULTS.
 */
export const trainingSettingsSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    sessionStartTime: { type: String, required: true },
    sessionMinutes: { type: Number, required: true },
    holidays: { type: [String], default: [] },
    attendanceMinPercent: { type: Number, required: true },
    presentSharePercent: { type: Number, required: true },
  },
  { collection: 'training_settings', versionKey: false, timestamps: true },
);
export type TrainingSettingsDoc = InferSchemaType<typeof trainingSettingsSchema> & { _id: Types.ObjectId };

/**
 * One live session of a batch (cohort × specialization). `slotDay` is the calendar day it was
 * generated for (unique per batch, so generating again makes no duplicate, also after a move);
 * `sequence` counts its changes for the calendar feed (RFC 5545 SEQUENCE).
 */
export const trainingSessionSchema = new Schema(
  {
    cohortId: { type: Schema.Types.ObjectId, required: true },
    specialization: { type: String, required: true },
    slotDay: { type: String, required: true },
    number: { type: Number, required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    topic: { type: String, default: null },
    instructor: { type: String, default: null },
    meetingUrl: { type: String, default: null },
    status: { type: String, required: true, enum: SESSION_STATUSES },
    statusReason: { type: String, default: null },
    /** Cancelled by the calendar (its day became a holiday or left the training dates), not by an admin: it comes back when the day is a training day again. */
    holidayCancelled: { type: Boolean, default: false },
    movedFrom: { type: Date, default: null },
    recordingUrl: { type: String, default: null },
    materials: { type: [{ _id: false, title: { type: String, required: true }, url: { type: String, required: true } }], default: [] },
    sequence: { type: Number, default: 0 },
    /** When its reminder mails were recorded (each once). */
    remindedAt: { type: Date, default: null },
  },
  { collection: 'training_sessions', versionKey: false, timestamps: true },
);
trainingSessionSchema.index({ cohortId: 1, specialization: 1, slotDay: 1 }, { unique: true });
trainingSessionSchema.index({ cohortId: 1, specialization: 1, startsAt: 1 });
trainingSessionSchema.index({ startsAt: 1 });
export type TrainingSessionDoc = InferSchemaType<typeof trainingSessionSchema> & { _id: Types.ObjectId };

/**
 * A student's attendance at one session: one document per session and student (unique), holding
 * the mark of each source; the mark that counts is the strongest source's (domain/training.ts).
 * Joins through the portal are counted on it too, so two workers recording one join keep one.
 */
export const attendanceRecordSchema = new Schema(
  {
    sessionId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    cohortId: { type: Schema.Types.ObjectId, required: true },
    specialization: { type: String, required: true },
    firstJoinedAt: { type: Date, default: null },
    joinCount: { type: Number, default: 0 },
    joinMark: { type: String, enum: [...ATTENDANCE_MARKS, null], default: null },
    reportMark: { type: String, enum: [...ATTENDANCE_MARKS, null], default: null },
    reportMinutes: { type: Number, default: null },
    adminMark: { type: String, enum: [...ATTENDANCE_MARKS, null], default: null },
    adminReason: { type: String, default: null },
    adminBy: { type: Schema.Types.ObjectId, default: null },
    adminAt: { type: Date, default: null },
  },
  { collection: 'attendance_records', versionKey: false, timestamps: true },
);
attendanceRecordSchema.index({ sessionId: 1, userId: 1 }, { unique: true });
attendanceRecordSchema.index({ userId: 1, cohortId: 1 });
attendanceRecordSchema.index({ cohortId: 1, specialization: 1 });
export type AttendanceRecordDoc = InferSchemaType<typeof attendanceRecordSchema> & { _id: Types.ObjectId };

/**
 * A student's training preferences: the private calendar token (unique; renewing it ends the old
 * feed URL) and the opt-in for reminder mails.
 */
export const trainingPreferenceSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    calendarToken: { type: String, required: true, unique: true },
    remindersOn: { type: Boolean, default: false },
  },
  { collection: 'training_preferences', versionKey: false, timestamps: true },
);
export type TrainingPreferenceDoc = InferSchemaType<typeof trainingPreferenceSchema> & { _id: Types.ObjectId };
