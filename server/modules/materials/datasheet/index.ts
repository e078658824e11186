import type { GradeDetail, Language, MaterialType } from '@contract';
import { conditionName } from '@contract/conditionNames';
import { mechanicalTables, type MechanicalProperty } from '@contract/mechanicalTable';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { COLOURS, PAGE, ReportWriter } from '../../../lib/pdf/layout';
import { gradeDetails, gradeType } from '../repository/details';
import { cellTable } from './cellTable';
import { HEADINGS, LABELS, PHYSICAL_UNITS, type Labels } from './labels';
import { tableCells } from './mechanicalText';

type Source = { code: string; ref: string };

/** Relative widths of the mechanical columns: elongation and impact cells hold the longest texts. */
const COLUMN_SHARE: Record<MechanicalProperty, number> = { yield: 1, tensile: 1, elongation: 1.35, reduction: 0.8, hardness: 0.9, impact: 1.25 };

/** Numbers sources in the order the datasheet first cites them. */
function sourceList() {
  const sources: Source[] = [];
  const noteOf = (source: Source) => {
    let index = sources.findIndex((known) => known.code === source.code && known.ref === source.ref);
    if (index < 0) index = sources.push(source) - 1;
    return index + 1;
  };
  return { sources, noteOf };
}

const text = (value: number | null) => (value === null ? '' : String(value));
const dateOf = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const pick = (value: { zh: string; en: string }, language: Language) => (language === 'en' ? value.en : value.zh);

/** File name for Content-Disposition: the grade's name, ASCII-safe (e.g. "Q355B-GB-T-1591-2018.pdf"). */
export function datasheetFileName(grade: Pick<GradeDetail, 'name' | 'standard'>) {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9.+-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe(grade.name) || 'grade'}-${safe(grade.standard.code)}.pdf`;
}

function title(writer: ReportWriter, grade: GradeDetail, labels: Labels, language: Language, now: Date) {
  writer.y -= 14;
  writer.text(HEADINGS.title, PAGE.margin, writer.y, 10, COLOURS.muted);
  writer.y -= 22;
  writer.text(`${grade.name}${grade.temper && !grade.name.endsWith(grade.temper) ? `-${grade.temper}` : ''}`, PAGE.margin, writer.y, 20, COLOURS.accent);
  writer.y -= 10;
  const facts: [string, string][] = [
    [labels.standard, `${grade.standard.code}  ${pick(grade.standard.title, language)}`],
    [labels.category, `${labels.type[grade.type]} · ${pick(grade.category, language)}`],
    ...(grade.materialNumbers.length ? [[labels.materialNumbers, grade.materialNumbers.join(', ')] as [string, string]] : []),
    ...(grade.aliases.length ? [[labels.aliases, grade.aliases.join(', ')] as [string, string]] : []),
    [labels.date, dateOf(now)],
  ];
  for (const [label, value] of facts) writer.paragraph(`${label}: ${value}`, 9);
}

/** The grade's datasheet: title, composition, mechanical tables grouped as on the grade page, physical values, sources. */
export async function drawDatasheet(grade: GradeDetail, language: Language, now: Date): Promise<Buffer> {
  const labels = LABELS[language];
  const writer = await ReportWriter.create(`${grade.name} ${grade.standard.code} – ${HEADINGS.title}`, `${labels.footer} · ${grade.name} · ${grade.standard.code}`);
  const { sources, noteOf } = sourceList();
  title(writer, grade, labels, language, now);

  writer.heading(HEADINGS.composition);
  cellTable(
    writer,
    [0.14, 0.14, 0.14, 0.14, 0.34, 0.1],
    [labels.element, labels.min, labels.max, labels.typical, labels.note, labels.source],
    grade.composition.map((row) => [row.el, text(row.min), text(row.max), text(row.typical), row.note ?? '', `[${noteOf(row.source)}]`]),
  );

  writer.heading(HEADINGS.mechanical);
  const tables = mechanicalTables(grade.mechanical);
  if (tables.length === 0) writer.paragraph(labels.noMechanical);
  for (const table of tables) {
    writer.paragraph(`${labels.condition}: ${conditionName(table.condition, language)}`, 9, COLOURS.accent);
    const { header, rows } = tableCells(table, labels, noteOf);
    const shares = table.properties.map((property) => COLUMN_SHARE[property]);
    const rest = table.hasDirections ? 0.8 : 0.86;
    const widths = [0.14, ...(table.hasDirections ? [0.06] : []), ...shares.map((share) => (share / shares.reduce((a, b) => a + b, 0)) * rest)];
    const continues = table.rows.map((_, index) => table.rows[index + 1]?.spans.band === 0);
    cellTable(writer, widths, header, rows, { continues });
  }

  if (grade.physical.length > 0) {
    writer.heading(HEADINGS.physical);
    cellTable(
      writer,
      [0.42, 0.2, 0.26, 0.12],
      [labels.property, labels.value, labels.unit, labels.source],
      grade.physical.map((row) => [labels.physical[row.property] ?? row.property, String(row.value), PHYSICAL_UNITS[row.property] ?? '', `[${noteOf(row.source)}]`]),
    );
    writer.paragraph(labels.physicalNote, 7.5, COLOURS.muted);
  }

  if (grade.equivalents.length > 0) {
    writer.heading(HEADINGS.equivalents);
    writer.paragraph(grade.equivalents.map((item) => `${item.grade} (${item.standard}) [${noteOf(item.source)}]`).join('; '));
  }

  writer.heading(HEADINGS.sources);
  for (const [index, source] of sources.entries()) writer.paragraph(`[${index + 1}] ${source.code} · ${source.ref}`, 8);
  writer.paragraph(labels.disclaimer, 7.5, COLOURS.muted);
  return Buffer.from(await writer.document.save());
}

/** The datasheet of a catalogue grade of the endpoint's type; 'No corresponding ID' for any other id. */
export async function datasheetPdf(db: Db, type: MaterialType, id: number, language: Language, now: Date) {
  if ((await gradeType(db, id)) !== type) throw notFound();
  const [grade] = await gradeDetails(db, [id], null, language);
  if (!grade) throw notFound();
  return { fileName: datasheetFileName(grade), body: await drawDatasheet(grade, language, now) };
}
