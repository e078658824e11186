/** What `npm run outbox` was asked for: how many of the latest messages, and to whom. */
export interface OutboxOptions {
  limit: number;
  to: string | undefined;
}

export const OUTBOX_USAGE = [
  'Usage: npm run outbox -- [--limit <1..1000>] [--to <mobile|e-mail>]',
  'Prints the latest messages (default 10) that the running server delivered to its outbox instead of',
  'a real SMS gateway or mail server: verification codes, passwords of new employees, order notices.',
].join('\n');

export type ParsedArgs = { ok: true; options: OutboxOptions } | { ok: false; help: boolean; message: string };

const MAX_LIMIT = 1000;

/** Reads `--limit N`, `--limit=N`, `--to X`, `--to=X`, `--help`; anything else is a usage error. */
export function parseOutboxArgs(argv: readonly string[]): ParsedArgs {
  const options: OutboxOptions = { limit: 10, to: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { ok: false, help: true, message: OUTBOX_USAGE };
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (name !== '--limit' && name !== '--to') return usageError(`Unknown argument: ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') return usageError(`${name} needs a value`);
    if (name === '--to') {
      options.to = value.trim();
      continue;
    }
    const limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return usageError(`--limit must be a whole number from 1 to ${MAX_LIMIT}, not ${value}`);
    options.limit = limit;
  }
  return { ok: true, options };
}

const usageError = (message: string): ParsedArgs => ({ ok: false, help: false, message: `${message}\n\n${OUTBOX_USAGE}` });
