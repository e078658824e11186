import { inflateRawSync } from 'node:zlib';

/**
 * The few entries of a ZIP archive (an XLSX file) that the import reads besides read-excel-file: the workbook and
 * a sheet's XML, to find cells holding formulas. Reads the central directory; stored and deflated entries only.
 * Throws on anything malformed (the caller answers "unreadable").
 */
export function zipEntries(bytes: Buffer): Map<string, () => Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) throw new Error('not a zip archive');
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, () => Buffer>();
  for (let entry = 0; entry < count; entry += 1) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken central directory');
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, () => {
      if (bytes.readUInt32LE(localOffset) !== 0x04034b50) throw new Error('broken local header');
      const start = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
      const data = bytes.subarray(start, start + compressedSize);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      throw new Error(`compression method ${method}`);
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
