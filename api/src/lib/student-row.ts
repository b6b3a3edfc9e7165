/** A student beside another area's row (a booking, a registration): the account may be gone, so each field has its empty value. */
import type { Types } from 'mongoose';
import type { UserDoc } from './models.ts';

interface StudentRowFields {
  userId: string;
  studentId: string | null;
  name: string | null;
  email: string;
}

/** The rows' students by id, and each row's student fields from it. */
export function studentRows(users: readonly UserDoc[]): (userId: Types.ObjectId) => StudentRowFields {
  const byUser = new Map(users.map((u) => [String(u._id), u]));
  return (userId) => {
    const u = byUser.get(String(userId));
    return { userId: String(userId), studentId: u?.studentId ?? null, name: u?.name ?? null, email: u?.email ?? '' };
  };
}
