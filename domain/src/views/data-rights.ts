/** The student's data rights: their export, their erasure request, and the admin's views of both. */
import { Type, type Static } from 'typebox';
import { ERASURE_STATUSES, EXPORT_STATUSES } from '../data-rights.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

const DateTime = () => Type.String({ format: 'date-time' });

/** One export of the student's data. */
export const DataExportViewSchema = Type.Object(
  {
    id: Type.String(),
    status: Type.Enum([...EXPORT_STATUSES]),
    requestedAt: DateTime(),
    readyAt: NullableDateTime(),
    /** When the download link stops working (24 hours after it is ready). */
    expiresAt: NullableDateTime(),
    sizeBytes: Type.Union([Type.Integer(), Type.Null()]),
    fileName: NullableString(),
    /** The signed token of GET /student/data-export/file while the export can be downloaded. */
    downloadToken: NullableString(),
  },
  { additionalProperties: false },
);
export type DataExportView = Static<typeof DataExportViewSchema>;

const ErasureStatus = Type.Enum([...ERASURE_STATUSES]);

/** The student's own erasure request. */
export const StudentErasureViewSchema = Type.Object(
  {
    id: Type.String(),
    status: ErasureStatus,
    requestedAt: DateTime(),
    dueAt: DateTime(),
    decidedAt: NullableDateTime(),
    reason: NullableString(),
  },
  { additionalProperties: false },
);
export type StudentErasureView = Static<typeof StudentErasureViewSchema>;

/** GET /student/data-rights: what the profile's "Your data" card shows. */
export const StudentDataRightsViewSchema = Type.Object(
  {
    latestExport: Type.Union([DataExportViewSchema, Type.Null()]),
    /** When the student may ask for another export (null: now). */
    nextExportAt: NullableDateTime(),
    erasure: Type.Union([StudentErasureViewSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type StudentDataRightsView = Static<typeof StudentDataRightsViewSchema>;

/** A signed offer letter kept after an approved erasure until the internship ends. */
export const HeldLetterSchema = Type.Object(
  {
    until: Type.String({ description: 'YYYY-MM-DD: the last day of the internship' }),
    reason: Type.String(),
  },
  { additionalProperties: false },
);

/** An erasure request as an admin sees it. */
export const AdminErasureRowSchema = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    studentId: NullableString(),
    /** null once the account is erased. */
    email: NullableString(),
    name: NullableString(),
    status: ErasureStatus,
    requestedAt: DateTime(),
    dueAt: DateTime(),
    overdue: Type.Boolean(),
    decidedAt: NullableDateTime(),
    decidedBy: NullableString(),
    reason: NullableString(),
    completedAt: NullableDateTime(),
    heldLetter: Type.Union([HeldLetterSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type AdminErasureRow = Static<typeof AdminErasureRowSchema>;

export const AdminErasurePageSchema = Type.Object(
  {
    items: Type.Array(AdminErasureRowSchema),
    page: Type.Integer(),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type AdminErasurePage = Static<typeof AdminErasurePageSchema>;

/** A document kept for tax law after the student's erasure. */
export const RetainedDocumentSchema = Type.Object(
  {
    id: Type.String(),
    number: Type.String(),
    documentType: Type.String(),
    until: Type.String({ description: 'YYYY-MM-DD: the last day the law requires it' }),
    reason: Type.String(),
  },
  { additionalProperties: false },
);

/** GET /admin/api/students/{id}/data-rights: the student page's data panel. */
export const AdminStudentDataRightsSchema = Type.Object(
  {
    erasedAt: NullableDateTime(),
    erasure: Type.Union([AdminErasureRowSchema, Type.Null()]),
    /** Empty until the student is erased; then the invoices and credit notes kept for tax law. */
    retained: Type.Array(RetainedDocumentSchema),
  },
  { additionalProperties: false },
);
export type AdminStudentDataRights = Static<typeof AdminStudentDataRightsSchema>;

/** One time a staff member opened one of the student's files. */
export const FileViewRowSchema = Type.Object(
  {
    at: DateTime(),
    actorEmail: NullableString(),
    actorRole: NullableString(),
    file: Type.String(),
    /** The invoice number when the file is an invoice or credit note. */
    detail: NullableString(),
  },
  { additionalProperties: false },
);
export type FileViewRow = Static<typeof FileViewRowSchema>;

export const FileViewPageSchema = Type.Object(
  {
    items: Type.Array(FileViewRowSchema),
    page: Type.Integer(),
    size: Type.Integer(),
    totalItems: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type FileViewPage = Static<typeof FileViewPageSchema>;
