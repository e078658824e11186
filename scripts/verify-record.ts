/**
 * Checks an exported R&D data record (researchData.export, format json) offline, with only the platform's public key:
 *
 *   npm run verify:record -- <export.json> --key <public-key.pem>
 *   npm run verify:record -- <export.json> --key-url https://<host>/atsteel/researchData/chain/publicKey
 *
 * Prints OK with the number of versions and the key id, or every problem with its version; exits 0 or 1
 * (2 for wrong arguments). The format: server/lib/dataChain/README.md.
 */
import { createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { keyIdOf } from '../server/lib/dataChain/keys';
import { verifyRecord } from '../server/lib/dataChain/record';

const HELP = `Usage: npm run verify:record -- <export.json> (--key <public-key.pem> | --key-url <url>)

Checks a record exported from atsteel R&D data (format json): the content against the head version's hash,
every version's link to the one before, and every signature against the public key.
  --key <file>      the platform's Ed25519 public key (PEM, SPKI)
  --key-url <url>   the published key: /atsteel/researchData/chain/publicKey (JSON { keyId, publicKeyPem })
Exit code 0 when the record holds, 1 when it does not, 2 for wrong arguments.`;

function argumentsOf(argv: string[]) {
  const options: { file?: string; key?: string; keyUrl?: string; help?: boolean } = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') options.help = true;
    else if (argument === '--key') options.key = argv[++index];
    else if (argument === '--key-url') options.keyUrl = argv[++index];
    else if (!argument.startsWith('--') && !options.file) options.file = argument;
    else throw new Error(`unknown argument ${argument}`);
  }
  return options;
}

async function publishedKey(options: { key?: string; keyUrl?: string }): Promise<string> {
  if (options.key) return readFile(options.key, 'utf8');
  const response = await fetch(options.keyUrl!);
  if (!response.ok) throw new Error(`${options.keyUrl} answered ${response.status}`);
  const body = (await response.json()) as { data?: { publicKeyPem?: string }; publicKeyPem?: string };
  const pem = body.data?.publicKeyPem ?? body.publicKeyPem;
  if (!pem) throw new Error(`${options.keyUrl} holds no publicKeyPem`);
  return pem;
}

async function main(): Promise<number> {
  let options;
  try {
    options = argumentsOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  if (!options.file || (!options.key && !options.keyUrl)) {
    console.error(HELP);
    return 2;
  }
  const pem = await publishedKey(options);
  const keyId = keyIdOf(createPublicKey(pem));
  let record: unknown;
  try {
    record = JSON.parse(await readFile(options.file, 'utf8'));
  } catch (error) {
    console.log(`NOT OK: ${options.file} is not a JSON record (${(error as Error).message})`);
    return 1;
  }
  const report = verifyRecord(record, new Map([[keyId, pem]]));
  if (report.ok) {
    console.log(`OK: ${report.versions} version(s), signed with key ${report.keyIds.join(', ')}`);
    return 0;
  }
  console.log(`NOT OK (key ${keyId}):`);
  for (const { version, problem } of report.problems) console.log(`  version ${version}: ${problem}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(2);
  },
);
