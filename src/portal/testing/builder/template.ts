/**
 * The sample list template for the high-throughput form: one sheet with the header row (name, material,
 * specification, count, remark, in the user's language), written by write-excel-file in its own chunk, loaded
 * only when the template is downloaded.
 */
export async function sampleTemplateBlob(headers: readonly string[], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  return writeXlsxFile([header], {
    sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    columns: headers.map((title) => ({ width: Math.max(14, title.length + 4) })),
    stickyRowsCount: 1,
  }).toBlob();
}
