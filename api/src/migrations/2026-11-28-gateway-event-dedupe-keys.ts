import type { Model } from 'mongoose';
import type { GatewayEventDoc } from '../models/gateway-event.ts';
import type { Migration } from './migration.ts';

export const gatewayEventDedupeKeys: Migration = {
  id: '2026-11-28-gateway-event-dedupe-keys',
  description:
    'Gateway events stored before dedupeKey get "event:<their event id>" (unique as that id is; their processing is keyed ' +
    'by payment already), and its unique index is built',
  async up(models, log) {
    const GatewayEvent = models.GatewayEvent as unknown as Model<GatewayEventDoc>;
    const unkeyed = await GatewayEvent.find({ dedupeKey: { $exists: false } }, { eventId: 1 }).lean<GatewayEventDoc[]>();
    for (const e of unkeyed) {
      await GatewayEvent.updateOne({ _id: e._id, dedupeKey: { $exists: false } }, { $set: { dedupeKey: `event:${e.eventId}` } });
    }
    // createModels could not build the unique dedupeKey index while two events had none.
    await GatewayEvent.createIndexes();
    log(`${unkeyed.length} gateway event(s) keyed`);
  },
};
