/**
 * CSV as RFC 4180 describes it, with what spreadsheets write besides: the delimiter is a comma, a semicolon
 * (European Excel) or a tab, guessed from the header line; a field in double quotes may hold delimiters, line
 * breaks and doubled quotes; lines end in CRLF or LF. A quote that is never closed makes the file unreadable.
 */
export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export class CsvSyntaxError extends Error {}

/** The delimiter that splits the first line (outside quotes) into the most fields; a comma when none does. */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character as Delimiter)) counts.set(character as Delimiter, counts.get(character as Delimiter)! + 1);
  }
  let best: Delimiter = ',';
  for (const delimiter of DELIMITERS) if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
}

/** The records of the text, each an array of fields (unquoted). A trailing line break adds no record. */
export function parseCsv(text: string, delimiter: Delimiter = detectDelimiter(text)): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const character = text[index];
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        continue;
      }
      // Copy up to the next quote at once (large quoted fields stay linear).
      const next = text.indexOf('"', index);
      if (next === -1) throw new CsvSyntaxError('unterminated quote');
      field += text.slice(index, next);
      index = next;
      continue;
    }
    if (character === '"' && field === '') {
      quoted = true;
    } else if (character === delimiter) {
      record.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += character;
    }
    index += 1;
  }
  if (quoted) throw new CsvSyntaxError('unterminated quote');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
