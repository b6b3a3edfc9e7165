/**
 * The database a command line tool works on: MONGODB_URI, or else the embedded database that
 * `npm start` runs on 127.0.0.1 (its port shifted by PORT_OFFSET); MONGODB_DB names the database.
 */
import net from 'node:net';
import mongoose, { type Connection } from 'mongoose';
import { DEFAULT_DB_NAME } from '../config.ts';
import { embeddedMongoUri, portOffset, portsFor } from '@portal/stack/ports';

function portAnswers(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** An open connection, or the sentence telling the person what to start or set. */
async function openCommandDatabase(env: NodeJS.ProcessEnv): Promise<{ conn: Connection } | { problem: string }> {
  const offset = portOffset(env);
  const embeddedPort = portsFor(offset).mongo;
  const uri = env.MONGODB_URI || embeddedMongoUri(offset);
  const dbName = env.MONGODB_DB || DEFAULT_DB_NAME;
  const notRunning =
    `No database answers at 127.0.0.1:${embeddedPort}. Start the portal with \`npm start\` (it runs the embedded database) ` +
    'or set MONGODB_URI to your MongoDB server.';
  if (!env.MONGODB_URI && !(await portAnswers('127.0.0.1', embeddedPort))) return { problem: notRunning };

  const conn = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 5000 });
  try {
    await conn.asPromise();
    return { conn };
  } catch (err) {
    await conn.close().catch(() => undefined);
    return { problem: env.MONGODB_URI ? `Cannot connect to MONGODB_URI: ${(err as Error).message}` : notRunning };
  }
}

/**
 * Runs a command's work on its database: prints the sentence and answers 1 when there is none,
 * and closes the connection however the work ends. The work answers the exit code.
 */
export async function withCommandDatabase(env: NodeJS.ProcessEnv, work: (conn: Connection) => Promise<number>): Promise<number> {
  const opened = await openCommandDatabase(env);
  if ('problem' in opened) {
    console.error(opened.problem);
    return 1;
  }
  try {
    return await work(opened.conn);
  } finally {
    await opened.conn.close();
  }
}
