import type { KeyObject } from 'node:crypto';
import { contentHash, type Canonical } from './canonical';
import { verifyLinks, type ChainLink, type ChainProblem } from './chain';

/**
 * The exported record of a data set (`researchData.export` with format json): what a verifier needs besides the
 * public key. `content` is the head version's content exactly as hashed ({ dataSet: meta, rows }); `links` are every
 * version's chain links, oldest first; `publicKey` names the key and where it is published. Checked offline by
 * `verifyRecord` (and `npm run verify:record -- <file> --key <pem>`).
 */
export const RECORD_FORMAT = 'atsteel-research-record/1';

export interface ResearchRecord {
  format: typeof RECORD_FORMAT;
  dataSet: { id: number; name: string; materialName: string; owner: string; companyName: string | null; headVersion: number; headHash: string | null; citation: string };
  content: Canonical;
  links: ChainLink[];
  publicKey: { keyId: string; url: string };
  /** ISO 8601 UTC. */
  exportedAt: string;
}

export type RecordProblem = ChainProblem | 'malformedRecord';
export interface RecordReport {
  ok: boolean;
  problems: { version: number; problem: RecordProblem }[];
  /** Versions in the record, and the key ids that signed them. */
  versions: number;
  keyIds: string[];
}

const isLink = (value: unknown): value is ChainLink => {
  const link = value as Partial<ChainLink> | null;
  return (
    typeof link === 'object' &&
    link !== null &&
    Number.isInteger(link.version) &&
    typeof link.hash === 'string' &&
    (link.previousHash === null || typeof link.previousHash === 'string') &&
    typeof link.timestamp === 'string' &&
    typeof link.keyId === 'string' &&
    typeof link.signature === 'string'
  );
};

/**
 * Checks a record with only the public keys (by key id): the links' continuity and signatures as `verifyChain`
 * checks them, the content against the last link's hash (`contentChanged` on the head version), and the head the
 * record names against its last link (`headMismatch`). Anything that is not a record is `malformedRecord`.
 */
export function verifyRecord(record: unknown, publicKeys: ReadonlyMap<string, KeyObject | string>): RecordReport {
  const candidate = record as Partial<ResearchRecord> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    candidate.format !== RECORD_FORMAT ||
    !Array.isArray(candidate.links) ||
    !candidate.links.length ||
    !candidate.links.every(isLink) ||
    candidate.content === undefined
  ) {
    return { ok: false, problems: [{ version: 0, problem: 'malformedRecord' }], versions: 0, keyIds: [] };
  }
  const links = candidate.links;
  const problems: RecordReport['problems'] = [...verifyLinks(links, publicKeys).problems];
  const last = links[links.length - 1];
  let hash: string | undefined;
  try {
    hash = contentHash(candidate.content);
  } catch {
    // No canonical form (NaN, a lone surrogate): it cannot be what was signed.
  }
  if (hash !== last.hash) problems.push({ version: last.version, problem: 'contentChanged' });
  const head = candidate.dataSet;
  if (head && (head.headVersion !== last.version || head.headHash !== last.hash)) problems.push({ version: head.headVersion, problem: 'headMismatch' });
  return { ok: problems.length === 0, problems, versions: links.length, keyIds: [...new Set(links.map((link) => link.keyId))] };
}
