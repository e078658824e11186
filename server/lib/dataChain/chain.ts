import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalText, contentHash, type Canonical } from './canonical';
import type { ChainKey } from './keys';

/**
 * One link of a data set's chain: a saved version's content hash, when it was signed, the hash of the version
 * before (null for the first), and the platform's Ed25519 signature over the canonical text of
 * { version, hash, previousHash, timestamp }.
 */
export interface ChainLink {
  version: number;
  hash: string;
  previousHash: string | null;
  /** ISO 8601, UTC. */
  timestamp: string;
  keyId: string;
  /** base64url */
  signature: string;
  /** What changed, in words (not signed: a label for people). */
  summary: string;
}

const signedPart = (link: Pick<ChainLink, 'version' | 'hash' | 'previousHash' | 'timestamp'>) =>
  Buffer.from(canonicalText({ version: link.version, hash: link.hash, previousHash: link.previousHash, timestamp: link.timestamp }), 'utf8');

/** Signs the next version of a chain (`previous` is the last link, or null for the first version). */
export function nextLink(content: Canonical, previous: ChainLink | null, key: ChainKey, at: Date, summary: string): ChainLink {
  const unsigned = { version: (previous?.version ?? 0) + 1, hash: contentHash(content), previousHash: previous?.hash ?? null, timestamp: at.toISOString() };
  return { ...unsigned, keyId: key.keyId, signature: sign(null, signedPart(unsigned), key.privateKey).toString('base64url'), summary };
}

function signatureHolds(link: ChainLink, publicKey: KeyObject) {
  try {
    return verify(null, signedPart(link), publicKey, Buffer.from(link.signature, 'base64url'));
  } catch {
    // A signature of the wrong length or a key of another type: not a valid signature.
    return false;
  }
}

export type ChainProblem =
  /** The stored content no longer hashes to the link's hash (a row changed behind the server's back). */
  | 'contentChanged'
  /** The link does not point at the version before it (a version removed, inserted or reordered). */
  | 'brokenLink'
  /** Versions do not count 1, 2, 3 … */
  | 'versionGap'
  /** The signature does not verify with the named key (forged, or the link's fields edited). */
  | 'badSignature'
  /** No published key has the link's key id. */
  | 'unknownKey'
  /** The last link is not the head the data set names (versions cut off the end). */
  | 'headMismatch';

export interface ChainReport {
  ok: boolean;
  /** Every problem found, by version; empty when the chain holds. */
  problems: { version: number; problem: ChainProblem }[];
}

/**
 * Checks a whole chain, oldest first: each version's content against its hash, each link against the one before,
 * each signature against the published public keys (by key id). Reports every break and where, not just the first.
 */
export function verifyChain(
  versions: { content: Canonical; link: ChainLink }[],
  publicKeys: ReadonlyMap<string, KeyObject | string>,
  /** The head the data set names (its current version and hash): versions removed from the end show against it. */
  head?: { version: number; hash: string },
): ChainReport {
  const problems: ChainReport['problems'] = [];
  versions.forEach(({ content, link }, index) => {
    const previous = index === 0 ? null : versions[index - 1].link;
    if (link.version !== index + 1) problems.push({ version: link.version, problem: 'versionGap' });
    if (link.previousHash !== (previous?.hash ?? null)) problems.push({ version: link.version, problem: 'brokenLink' });
    if (contentHash(content) !== link.hash) problems.push({ version: link.version, problem: 'contentChanged' });
    const key = publicKeys.get(link.keyId);
    if (!key) problems.push({ version: link.version, problem: 'unknownKey' });
    else if (!signatureHolds(link, typeof key === 'string' ? createPublicKey(key) : key)) problems.push({ version: link.version, problem: 'badSignature' });
  });
  const last = versions.at(-1)?.link;
  if (head && (last?.version !== head.version || last.hash !== head.hash)) problems.push({ version: head.version, problem: 'headMismatch' });
  return { ok: problems.length === 0, problems };
}

/**
 * Checks links alone, oldest first, without their contents (an exported record holds only the head version's
 * content): versions counting 1, 2, 3 …, each link pointing at the one before, each signature against the published
 * keys. The checks of `verifyChain` but `contentChanged` and `headMismatch`.
 */
export function verifyLinks(links: ChainLink[], publicKeys: ReadonlyMap<string, KeyObject | string>): ChainReport {
  const problems: ChainReport['problems'] = [];
  links.forEach((link, index) => {
    const previous = index === 0 ? null : links[index - 1];
    if (link.version !== index + 1) problems.push({ version: link.version, problem: 'versionGap' });
    if (link.previousHash !== (previous?.hash ?? null)) problems.push({ version: link.version, problem: 'brokenLink' });
    const key = publicKeys.get(link.keyId);
    if (!key) problems.push({ version: link.version, problem: 'unknownKey' });
    else if (!signatureHolds(link, typeof key === 'string' ? createPublicKey(key) : key)) problems.push({ version: link.version, problem: 'badSignature' });
  });
  return { ok: problems.length === 0, problems };
}
