// Puts a student into a journey state no screen can set yet, by writing to the stack's database
// directly (as `npm run user:role` does): today only "ID verified", which the ID-proof review sets.
import mongoose from 'mongoose';
import { MONGO_DB, MONGO_URI } from './stack-env';

/** Marks the account's government ID as verified (journey step 1). */
export async function markIdVerified(email: string): Promise<void> {
  const conn = await mongoose.createConnection(MONGO_URI, { dbName: MONGO_DB, serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const res = await conn.collection('users').updateOne({ email: email.toLowerCase() }, { $set: { idVerified: true } });
    if (res.matchedCount !== 1) throw new Error(`no account for ${email}`);
  } finally {
    await conn.close();
  }
}
