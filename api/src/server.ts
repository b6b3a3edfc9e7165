/**
 * Starts the API: reads the configuration, builds the app, listens (HOST, PORT) and closes
 * gracefully on SIGINT/SIGTERM or a fatal error.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { requireMongo: true });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
