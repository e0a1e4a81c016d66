import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedInitialData } from './db/seed.js';
import { sqlLog } from './db/sql-log.js';
import { loadSecrets } from './lib/secrets.js';
import { startupMessage } from './startup-message.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onQuery: sqlLog(config.sqlLog),
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await database.migrate();
  const seeded = await seedInitialData(database.db, { email: config.adminEmail, password: config.adminPassword });

  const app = await buildApp({ config, db: database.db, secrets: loadSecrets(config), changes: database.listen });
  app.addHook('onClose', () => database.close());

  // Finish the requests in flight, then close the database; a second signal or 10 s forces the exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  for (const line of startupMessage({
    url,
    where,
    adminEmail: seeded.adminEmail,
    generatedPassword: seeded.generatedPassword,
    allowSignup: config.allowSignup,
  })) {
    console.log(line);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
