import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalText, contentHash, type Canonical } from './canonical';
import { nextLink, verifyChain, type ChainLink } from './chain';
import { loadChainKey } from './keys';

const dir = mkdtempSync(path.join(tmpdir(), 'chain-'));
const key = loadChainKey({ file: path.join(dir, 'chain-key.pem') });
const keys = new Map([[key.keyId, key.publicKey]]);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute));

/** A data set version as the chain sees it: its description, its columns and its rows in order. */
const version = (rows: Canonical[][]): Canonical => ({
  dataSet: { name: 'Q355B tensile', materialName: 'Q355B', experimentType: 'tensile' },
  columns: [
    { key: 'rp02', quantity: 'Rp0.2', unit: 'MPa' },
    { key: 'rm', quantity: 'Rm', unit: 'MPa' },
  ],
  rows,
});

function chainOf(contents: Canonical[]) {
  const links: ChainLink[] = [];
  contents.forEach((content, index) => links.push(nextLink(content, links.at(-1) ?? null, key, at(index), `version ${index + 1}`)));
  return contents.map((content, index) => ({ content, link: links[index] }));
}

describe('canonical serialisation (RFC 8785)', () => {
  it('sorts keys, writes numbers in their shortest form, keeps array order', () => {
    expect(canonicalText({ b: 1.5, a: [3, 1e21, 0.1], c: '钢' })).toBe('{"a":[3,1e+21,0.1],"b":1.5,"c":"钢"}');
  });

  it('hashes the same content the same way whatever the key order, and differently for another row order', () => {
    const one = contentHash({ rows: [[355, 470]], columns: ['rp02', 'rm'] });
    expect(contentHash({ columns: ['rp02', 'rm'], rows: [[355, 470.0]] })).toBe(one);
    // sha256 of '{"columns":["rp02","rm"],"rows":[[355,470]]}'
    expect(one).toBe('deeb62050872f2a9f6dd3cec604a98fe98c8c5ad7b9527bd3ffe2a71564d9979');
    expect(contentHash({ columns: ['rp02', 'rm'], rows: [[470, 355]] })).not.toBe(one);
  });

  it('pins the format: a known content has a known hash', () => {
    // sha256 of '{"a":1,"b":[true,null,"x"]}', which any RFC 8785 implementation writes for this value.
    expect(contentHash({ b: [true, null, 'x'], a: 1 })).toBe('eca8cfb31ab74533e1eb2f4c74d2d55dfe3c79ac704787e54be8647ea7777eb1');
  });

  it('refuses values without a canonical form', () => {
    expect(() => contentHash({ value: Number.NaN })).toThrow();
    expect(() => contentHash({ value: Number.POSITIVE_INFINITY })).toThrow();
  });
});

describe('the chain of a data set', () => {
  const contents = [version([[355, 470]]), version([[355, 470], [360, 480]]), version([[355, 470], [360, 480], [348, 465]])];

  it('holds when nothing was changed', () => {
    const chain = chainOf(contents);
    expect(chain.map(({ link }) => [link.version, link.previousHash === null])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(verifyChain(chain, keys, { version: 3, hash: chain[2].link.hash })).toEqual({ ok: true, problems: [] });
    // The published PEM verifies as well as the key object.
    expect(verifyChain(chain, new Map([[key.keyId, key.publicKeyPem]])).ok).toBe(true);
  });

  it('reports a row changed behind the server’s back, at its version', () => {
    const chain = chainOf(contents);
    chain[1] = { ...chain[1], content: version([[355, 470], [360, 481]]) };
    expect(verifyChain(chain, keys).problems).toEqual([{ version: 2, problem: 'contentChanged' }]);
  });

  it('reports a removed version, and versions cut off the end against the head', () => {
    const chain = chainOf(contents);
    const removed = [chain[0], chain[2]];
    expect(verifyChain(removed, keys).problems).toEqual([
      { version: 3, problem: 'versionGap' },
      { version: 3, problem: 'brokenLink' },
    ]);
    expect(verifyChain(chain.slice(0, 2), keys, { version: 3, hash: chain[2].link.hash }).problems).toEqual([{ version: 3, problem: 'headMismatch' }]);
  });

  it('reports a forged signature, a re-dated link and an unknown key', () => {
    const chain = chainOf(contents);
    const { privateKey } = generateKeyPairSync('ed25519');
    const forger = { ...key, privateKey };
    const forged = [chain[0], { ...chain[1], link: nextLink(contents[1], chain[0].link, forger, at(1), 'forged') }, chain[2]];
    expect(verifyChain(forged, keys).problems).toEqual([{ version: 2, problem: 'badSignature' }]);
    const redated = [chain[0], { ...chain[1], link: { ...chain[1].link, timestamp: at(30).toISOString() } }, chain[2]];
    expect(verifyChain(redated, keys).problems).toEqual([{ version: 2, problem: 'badSignature' }]);
    const garbled = [{ ...chain[0], link: { ...chain[0].link, signature: 'AAAA' } }];
    expect(verifyChain(garbled, keys).problems).toEqual([{ version: 1, problem: 'badSignature' }]);
    expect(verifyChain(chain, new Map()).problems.map(({ problem }) => problem)).toEqual(['unknownKey', 'unknownKey', 'unknownKey']);
  });
});

describe('the signing key', () => {
  it('is made once, kept private, and read again at the next start', () => {
    const file = path.join(dir, 'chain-key.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadChainKey({ file });
    expect(again.keyId).toBe(key.keyId);
    expect(again.keyId).toMatch(/^[0-9a-f]{16}$/);
    // The environment's PEM wins over the file (escaped line breaks allowed).
    const fromEnv = loadChainKey({ pem: readFileSync(file, 'utf8').replace(/\n/g, '\\n'), file: path.join(dir, 'unused.pem') });
    expect(fromEnv.keyId).toBe(key.keyId);
  });

  it('refuses a key that is not Ed25519', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(() => loadChainKey({ pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), file: path.join(dir, 'x.pem') })).toThrow(/Ed25519/);
  });
});
