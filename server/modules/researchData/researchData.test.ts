import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { nextLink, verifyChain } from '../../lib/dataChain/chain';
import { ephemeralChainKey, keyIdOf } from '../../lib/dataChain/keys';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const key = ephemeralChainKey();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
});
afterAll(() => t.close());

describe('the data chain’s published key', () => {
  it('is public, and verifies what the platform’s key signs', async () => {
    const { status, body } = await t.call(API.researchDataChain.publicKey, {});
    expect(status).toBe(200);
    const published = body.data;
    expect(published).toMatchObject({ algorithm: 'Ed25519', keyId: key.keyId, canonicalization: 'RFC 8785', hash: 'SHA-256' });
    expect(keyIdOf(createPublicKey(published.publicKeyPem))).toBe(published.keyId);
    const content = { rows: [[355, 470]] };
    const link = nextLink(content, null, key, new Date('2026-11-26T08:00:00Z'), 'first version');
    expect(verifyChain([{ content, link }], new Map([[published.keyId, published.publicKeyPem]])).ok).toBe(true);
    // Another key's signature does not verify with the published key.
    const other = nextLink(content, null, { ...ephemeralChainKey(), keyId: key.keyId }, new Date('2026-11-26T08:00:00Z'), 'forged');
    expect(verifyChain([{ content, link: other }], new Map([[published.keyId, published.publicKeyPem]])).problems).toEqual([{ version: 1, problem: 'badSignature' }]);
  });
});
