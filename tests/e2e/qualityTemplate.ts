import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';

/**
 * Fills a downloaded quality ranking template the way a steelmaker would: one row per heat, under the template's own
 * header row. The values are test data of a plausible Q355B plate line (deterministic), never product content.
 */
const ELEMENT_MEANS: Record<string, number> = { C: 0.16, Si: 0.3, Mn: 1.4, P: 0.015, S: 0.008, Cr: 0.03, Ni: 0.03, Cu: 0.03, N: 0.004, Mo: 0.02, V: 0.01, Nb: 0.01, Ti: 0.01, Al: 0.03, B: 0.0005 };

function valueFor(header: string, index: number): number | string {
  const wave = Math.sin(index * 1.7);
  const h = header.toLowerCase();
  if (h.includes('heat or coil')) return `E2E-${String(index + 1).padStart(3, '0')}`;
  if (h.includes('deviation')) return Number((wave * 0.2).toFixed(2));
  if (h.includes('tolerance')) return 0.5;
  if (h.includes('thickness')) return 12 + (index % 15);
  if (h.includes('yield')) return Math.round(385 + wave * 12);
  if (h.includes('tensile')) return Math.round(525 + Math.cos(index) * 15);
  if (h.includes('elongation')) return Number((26 + wave * 1.5).toFixed(1));
  if (h.includes('impact energy')) return Math.round(130 + Math.cos(index * 0.7) * 15);
  if (h.includes('impact temperature')) return 20;
  const element = header.match(/^([A-Z][a-z]?)\b/)?.[1];
  if (element) return Number(((ELEMENT_MEANS[element] ?? 0.01) * (1 + wave * 0.05)).toFixed(4));
  throw new Error(`Unknown template column: ${header}`);
}

/** The template's first sheet with `heats` rows of data, as XLSX bytes. */
export async function fillTemplate(template: Buffer, heats: number): Promise<Buffer> {
  const [first] = await readXlsxFile(template);
  const rows = first.data as unknown as (string | null)[][];
  const header = rows[0].map((cell) => String(cell ?? ''));
  const data = Array.from({ length: heats }, (_, index) =>
    header.map((label) => {
      const value = valueFor(label, index);
      return typeof value === 'number' ? { type: Number, value } : { type: String, value };
    }),
  );
  const sheet = [header.map((value) => ({ type: String, value })), ...data];
  return writeXlsxFile(sheet as never).toBuffer();
}
