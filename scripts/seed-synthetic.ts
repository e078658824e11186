// `npm run seed:synthetic -- 100000`: adds that many generated grades (server/db/seed/synthetic.ts) for
// measuring the search; `npm run seed:synthetic -- --remove` deletes them again. Uses DATABASE_URL, else the
// embedded database in ATSTEEL_DATA_DIR (default ./data; the server must not be running on it). Never demo data.
import { readConfig } from '../server/config';
import { connectDatabase } from '../server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { prepareDatabase } from '../server/db/prepare';
import { removeSynthetic, seedSynthetic } from '../server/db/seed/synthetic';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100000);
if (!remove && (!Number.isInteger(count) || count < 1 || count > 5_000_000)) {
  console.error('Usage: npm run seed:synthetic -- <count 1..5000000> | --remove');
  process.exit(2);
}

const config = readConfig();
let embedded: EmbeddedDatabase | undefined;
try {
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir);
  const database = connectDatabase(config.databaseUrl ?? embedded!.url);
  try {
    await prepareDatabase(database.db, { demo: config.seedDemo ?? !config.databaseUrl });
    const started = Date.now();
    if (remove) {
      console.log(`Removed ${await removeSynthetic(database.db)} synthetic standards with their grades.`);
    } else {
      const total = await seedSynthetic(database.db, count, {
        onProgress: (done) => process.stdout.write(`\r  ${done} / ${count} grades`),
      });
      console.log(`\nAdded ${count} synthetic grades in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} in the database).`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
