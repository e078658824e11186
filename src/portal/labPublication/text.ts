/**
 * A publication's body as paragraphs: laboratories write plain text (never HTML), an empty line starts a new
 * paragraph, a single line break stays a line break inside it (rendered with `white-space: pre-line`).
 */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 532 B, 12.4 KB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}

/** A positive whole id from the address (shared with the content pages). */
export { idFrom } from '../../components/pagedList/addressId';
