// `npm run outbox`: the latest messages the running server delivered to its outbox (SMS and e-mail without a real
// gateway): the verification code of a login or registration, a new employee's password. Options: --limit N, --to X.
import { connectDatabase } from '../server/db/client';
import { formatOutbox, headline, nothingText } from './outbox/format';
import { locateOutbox, systemLocateDeps } from './outbox/locate';
import { parseOutboxArgs } from './outbox/options';
import { readOutbox } from './outbox/read';

const parsed = parseOutboxArgs(process.argv.slice(2));
if (!parsed.ok) {
  (parsed.help ? console.log : console.error)(parsed.message);
  process.exit(parsed.help ? 0 : 2);
}

const located = locateOutbox(systemLocateDeps());
if (!located.ok) {
  console.error(located.message);
  process.exit(1);
}

const database = connectDatabase(located.url, { max: 1 });
try {
  const entries = await readOutbox(database.db, parsed.options);
  if (entries.length === 0) console.log(nothingText(parsed.options.to));
  else console.log(`${headline(entries.length, parsed.options, located.where)}\n\n${formatOutbox(entries)}`);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Could not read the outbox from ${located.where}: ${reason}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
