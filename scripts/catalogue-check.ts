// `npm run catalogue:check`: validates the materials catalogue files and prints counts per type and standard.
import { checkIntegrity, loadCatalogue } from '../server/db/seed/catalogue/load';

const files = loadCatalogue();
const problems = checkIntegrity(files);
const counts = new Map<string, number>();
for (const { data } of files) counts.set(data.type, (counts.get(data.type) ?? 0) + data.grades.length);
for (const { file, data } of files) console.log(`${String(data.grades.length).padStart(4)}  ${data.standard.code.padEnd(28)} ${file}`);
console.log('\nTotals:', Object.fromEntries(counts));
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
