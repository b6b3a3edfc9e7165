/** The MongoDB database the API keeps everything in. */
import { Type, type Static } from 'typebox';
import type { ConfigContext, ConfigHints } from './area.ts';

export const DEFAULT_DB_NAME = 'career_portal';

export const DATABASE_SETTINGS = Type.Object({
  MONGODB_URI: Type.Optional(
    Type.String({
      description:
        'MongoDB connection string (MongoDB 6+ or Atlas). Unset: `npm start`, the tests and the benchmarks run the embedded database on 127.0.0.1:27018 and pass its address',
      pattern: '^mongodb(\\+srv)?://',
    }),
  ),
  MONGODB_DB: Type.String({ description: 'The database name', pattern: '^[A-Za-z0-9_-]{1,63}$', default: DEFAULT_DB_NAME }),
  MONGODB_OPERATION_TIMEOUT_MS: Type.Integer({
    description:
      'The deadline of each database operation of the API (reaching the server, opening a connection, each answer): past it the operation fails and its request answers 503 with Retry-After. Raise it if a start-up index build on a large collection takes longer',
    minimum: 1000,
    maximum: 600_000,
    default: 10_000,
  }),
});

export const DATABASE_HINTS: ConfigHints<typeof DATABASE_SETTINGS> = {
  MONGODB_URI: 'MONGODB_URI must be a MongoDB connection string starting with mongodb:// or mongodb+srv://',
  MONGODB_DB: 'MONGODB_DB must be 1-63 letters, digits, "_" or "-", e.g. career_portal',
  MONGODB_OPERATION_TIMEOUT_MS: 'MONGODB_OPERATION_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000',
};

/** `requireMongo`: server.ts and the commands need a database; tests pass their own. */
export function databaseConfig(env: Static<typeof DATABASE_SETTINGS>, { problems }: ConfigContext, requireMongo: boolean) {
  const mongodbUri = env.MONGODB_URI ?? '';
  if (requireMongo && !mongodbUri) {
    problems.push(
      'MONGODB_URI is required: set it to a MongoDB connection string, or run `npm start`, which starts the embedded database and passes it',
    );
  }
  return {
    /** Unset only when the app is built without a database (never by server.ts). */
    mongodbUri,
    mongodbDb: env.MONGODB_DB,
    /** The deadline of one database operation (MONGODB_OPERATION_TIMEOUT_MS): plugins/db.ts. */
    mongodbOperationTimeoutMs: env.MONGODB_OPERATION_TIMEOUT_MS,
  };
}
