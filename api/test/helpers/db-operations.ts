/** The database operations a piece of work costs, as mongoose sends them (one per find, aggregate, write…). */
import mongoose from 'mongoose';

/** The operations mongoose sends while `act` runs, as "collection.method". */
export async function operations(act: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  mongoose.set('debug', (collection: string, method: string) => {
    sent.push(`${collection}.${method}`);
  });
  try {
    await act();
  } finally {
    mongoose.set('debug', false);
  }
  return sent;
}
