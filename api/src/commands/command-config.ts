/**
 * The API's settings for a command that runs the app's services: MONGODB_URI, or else the embedded
 * database `npm start` runs; the letter and mail workers off (the API's processes run them).
 */
import { embeddedMongoUri, portOffset } from '@portal/stack/ports';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';

/** The settings, or null after printing the sentences naming what is wrong. */
export function commandConfig(env: NodeJS.ProcessEnv, print: (line: string) => void): AppConfig | null {
  try {
    return loadConfig(
      { ...env, MONGODB_URI: env.MONGODB_URI || embeddedMongoUri(portOffset(env)), LETTER_WORKER: 'off', OUTBOX_WORKER: 'off' },
      { requireMongo: true, warn: () => undefined },
    );
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    print(err.message);
    return null;
  }
}
