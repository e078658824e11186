import { describe, expect, it } from 'vitest';
import { nextLink, verifyChain, verifyLinks, type ChainLink } from './chain';
import { ephemeralChainKey } from './keys';
import { RECORD_FORMAT, verifyRecord, type ResearchRecord } from './record';

const key = ephemeralChainKey();
const keys = new Map([[key.keyId, key.publicKeyPem]]);
const contents = [{ rows: [[1]] }, { rows: [[1], [2]] }, { rows: [[1], [2], [3]] }];

function chain(): ChainLink[] {
  const links: ChainLink[] = [];
  contents.forEach((content, index) => links.push(nextLink(content, links[index - 1] ?? null, key, new Date(Date.UTC(2026, 10, 26, 8, index)), `v${index + 1}`)));
  return links;
}
function record(): ResearchRecord {
  const links = chain();
  return {
    format: RECORD_FORMAT,
    dataSet: { id: 1, name: 'n', materialName: 'Q355B', owner: 'o', companyName: null, headVersion: 3, headHash: links[2].hash, citation: 'c' },
    content: contents[2],
    links,
    publicKey: { keyId: key.keyId, url: '/atsteel/researchData/chain/publicKey' },
    exportedAt: '2026-11-26T09:00:00.000Z',
  };
}

describe('verifyLinks', () => {
  it('finds what verifyChain finds in the links, without contents', () => {
    const links = chain();
    expect(verifyLinks(links, keys)).toEqual({ ok: true, problems: [] });
    const reordered = [links[0], links[2], links[1]];
    const withContents = reordered.map((link) => ({ content: contents[link.version - 1], link }));
    expect(verifyLinks(reordered, keys).problems).toEqual(verifyChain(withContents, keys).problems);
  });
});

describe('verifyRecord', () => {
  it('holds for an untouched record and names the versions and key', () => {
    expect(verifyRecord(record(), keys)).toEqual({ ok: true, problems: [], versions: 3, keyIds: [key.keyId] });
  });

  it('reports a changed cell, a cut-off head, an edited timestamp and a record that is none', () => {
    const changed = record();
    (changed.content as { rows: number[][] }).rows[2][0] = 4;
    expect(verifyRecord(changed, keys).problems).toEqual([{ version: 3, problem: 'contentChanged' }]);

    const cut = record();
    cut.links.pop();
    expect(verifyRecord(cut, keys).problems).toEqual([
      { version: 2, problem: 'contentChanged' },
      { version: 3, problem: 'headMismatch' },
    ]);

    const edited = record();
    edited.links[1].timestamp = '2020-01-01T00:00:00.000Z';
    expect(verifyRecord(edited, keys).problems).toEqual([{ version: 2, problem: 'badSignature' }]);

    expect(verifyRecord(null, keys).problems).toEqual([{ version: 0, problem: 'malformedRecord' }]);
    expect(verifyRecord({ ...record(), links: [] }, keys).ok).toBe(false);
  });
});
