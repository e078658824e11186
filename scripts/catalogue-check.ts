// `npm run catalogue:check`: validates the materials catalogue files and prints counts per type and standard.
import { missingTranslations, unusedTranslations } from '../server/db/seed/catalogue/i18n/translate';
import { checkIntegrity, loadCatalogue, nameClashes } from '../server/db/seed/catalogue/load';

const files = loadCatalogue();
// A note, source label or condition a page of either language could not show in its language is a problem too.
const problems = [...checkIntegrity(files), ...missingTranslations(files)];
const counts = new Map<string, number>();
for (const { data } of files) counts.set(data.type, (counts.get(data.type) ?? 0) + data.grades.length);
for (const { file, data } of files) console.log(`${String(data.grades.length).padStart(4)}  ${data.standard.code.padEnd(28)} ${file}`);
console.log('\nTotals:', Object.fromEntries(counts));
// Aliases and former names that are another designation's name or alias (a former name of two is in `problems`).
const clashes = nameClashes(files).filter((clash) => !clash.error);
if (clashes.length) console.warn(`\n${clashes.length} name(s) shared by several designations:\n${clashes.map((clash) => clash.text).join('\n')}`);
const unused = unusedTranslations(files);
if (unused.length) console.warn(`\n${unused.length} translation(s) no longer used:\n${unused.join('\n')}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
