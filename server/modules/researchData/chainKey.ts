import type { ChainPublicKey } from '@contract';
import type { ChainKey } from '../../lib/dataChain/keys';

/** What verifiers need of the signing key: its public half, its id, and how links are made. */
export const publishedKey = (key: ChainKey): ChainPublicKey => ({
  algorithm: 'Ed25519',
  keyId: key.keyId,
  publicKeyPem: key.publicKeyPem,
  canonicalization: 'RFC 8785',
  hash: 'SHA-256',
  signedFields: ['version', 'hash', 'previousHash', 'timestamp'],
});
