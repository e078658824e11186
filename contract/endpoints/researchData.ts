import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Enterprise R&D data (spec §7 "researchData", issue 16). So far: the data chain's published public key, with which
 * anyone checks the signatures of data set versions (format: server/lib/dataChain/README.md).
 */
export const chainPublicKey = z.object({
  algorithm: z.literal('Ed25519'),
  /** First 16 hex digits of the SHA-256 of the key's SPKI (DER) encoding; every link names the key that signed it. */
  keyId: z.string(),
  /** SPKI, PEM. */
  publicKeyPem: z.string(),
  /** How a link is made, for verifiers written elsewhere. */
  canonicalization: z.literal('RFC 8785'),
  hash: z.literal('SHA-256'),
  signedFields: z.array(z.string()),
});
export type ChainPublicKey = z.infer<typeof chainPublicKey>;

export const researchDataChain = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/chain/publicKey',
    input: z.object({}).default({}),
    output: chainPublicKey,
    access: 'public',
    summary: "The platform's Ed25519 public key that signs R&D data versions, its key id, and the signed format",
  }),
};
