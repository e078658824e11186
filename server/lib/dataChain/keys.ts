import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The platform's Ed25519 key that signs data-chain links; its public half is what verifiers need. */
export interface ChainKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** First 16 hex digits of the SHA-256 of the public key's SPKI (DER) encoding. */
  keyId: string;
  /** The public key as PEM (SPKI), to publish. */
  publicKeyPem: string;
}

export const keyIdOf = (publicKey: KeyObject) =>
  createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 16);

function chainKeyOf(privateKey: KeyObject): ChainKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The data-chain key must be an Ed25519 private key');
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A key for this process only (tests, and apps built without one): what it signs cannot be verified after a restart. */
export const ephemeralChainKey = (): ChainKey => chainKeyOf(generateKeyPairSync('ed25519').privateKey);

/**
 * The signing key, kept outside the database: the PEM (PKCS#8) given in the environment, else the file, which is
 * made once (mode 0600) the first time and read at every later start. Losing it does not break verification of
 * what it signed (links name their key id; keep the old public key published), but new links get a new key.
 */
export function loadChainKey(source: { pem?: string; file: string }): ChainKey {
  if (source.pem) return chainKeyOf(createPrivateKey(source.pem.replace(/\\n/g, '\n')));
  if (existsSync(source.file)) return chainKeyOf(createPrivateKey(readFileSync(source.file, 'utf8')));
  const { privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(path.dirname(source.file), { recursive: true });
  writeFileSync(source.file, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), { mode: 0o600, flag: 'wx' });
  return chainKeyOf(privateKey);
}
