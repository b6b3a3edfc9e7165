/**
 * The invoices' revision: one counter (in `counters`) that every write to the invoices collection
 * through the model advances. Readers cache what they computed at a revision (the CA figures) and
 * recompute once it moves, so repeated views cost one lookup by _id instead of a collection scan.
 */
import type { Model, Schema } from 'mongoose';

export const INVOICE_REVISION_ID = 'revision:invoices';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model of the connection
type AnyModel = Model<any>;

async function advance(model: AnyModel): Promise<void> {
  const Counter = model.db.model('Counter');
  for (let attempt = 1; ; attempt++) {
    try {
      await Counter.updateOne({ _id: INVOICE_REVISION_ID }, { $inc: { seq: 1 } }, { upsert: true });
      return;
    } catch (err) {
      // The first upsert can race another one; a second try finds the counter.
      if ((err as { code?: unknown }).code !== 11000 || attempt >= 3) return;
    }
  }
}

const QUERY_WRITES = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const;

/**
 * Schema plugin for the invoices. A failed advance is not the writer's failure (its write stands):
 * readers also let cached figures expire after a short time.
 */
export function trackInvoiceRevision(schema: Schema): void {
  schema.post('save', async function (doc) {
    await advance(doc.constructor as AnyModel);
  });
  schema.post('insertMany', async function (this: AnyModel) {
    await advance(this);
  });
  for (const op of QUERY_WRITES) {
    schema.post(op, async function (this: { model: AnyModel }) {
      await advance(this.model);
    });
  }
}

/** The current revision (0 before the first write). */
export async function invoiceRevision(Counter: AnyModel): Promise<number> {
  const counter = await Counter.findById(INVOICE_REVISION_ID, { seq: 1 }).lean<{ seq: number } | null>();
  return counter?.seq ?? 0;
}
