import type { OutboxEntry } from './read';

/** The one-time code a message carries (6 digits on their own, as the SMS and e-mail texts write it). */
export const codeIn = (body: string): string | undefined => /(?<!\d)(\d{6})(?!\d)/.exec(body)?.[1];

const TEXT_WIDTH = 90;

/** A message on one line: line breaks folded, cut at TEXT_WIDTH characters. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TEXT_WIDTH ? `${flat.slice(0, TEXT_WIDTH - 1)}…` : flat;
}

/** `2026-11-27 08:30:12` in the given time zone (the terminal's by default). */
function timeText(at: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * The entries as an aligned table: time, channel, recipient, code (when the message has one), then the e-mail's
 * subject or the message itself, so a password or a notice without a code is readable too.
 */
export function formatOutbox(entries: readonly OutboxEntry[], options: { timeZone?: string } = {}): string {
  if (entries.length === 0) return '';
  const rows = entries.map((entry) => [
    timeText(entry.createdAt, options.timeZone),
    entry.channel,
    entry.recipient,
    codeIn(entry.body) ?? '-',
    oneLine(entry.subject ? `${entry.subject}: ${entry.body}` : entry.body),
  ]);
  const header = ['time', 'channel', 'recipient', 'code', 'subject / text'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** What to print when nothing matched, so an empty answer is not mistaken for a failure. */
export const nothingText = (to: string | undefined) =>
  to === undefined ? 'The outbox is empty: nothing has been sent yet.' : `No message to ${to} in the outbox (the recipient must match exactly: the 11-digit mobile number, or the e-mail address).`;

/** The line above the table: how many messages, to whom, from which database. */
export function headline(count: number, { limit, to }: { limit: number; to: string | undefined }, where: string): string {
  const what = count === 1 ? 'The latest outbox message' : count === limit ? `The ${count} latest outbox messages` : `All ${count} outbox messages`;
  return `${what}${to ? ` to ${to}` : ''} in ${where}${count === 1 ? '' : ' (newest last)'}:`;
}
