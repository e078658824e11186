import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import enTesting from '../../../../locales/en/testing.json';
import zhTesting from '../../../../locales/zh/testing.json';
import { sampleTemplateBlob } from './template';

/** The header row the server's sample sheet reader knows (server/modules/testOrders/sampleSheet.ts), in both languages. */
const KNOWN = ['name', 'material', 'specification', 'count', 'remark', '样品名称', '材质', '规格', '数量', '备注'];
const ORDER = ['name', 'material', 'specification', 'count', 'remark'] as const;

describe('the sample list template', () => {
  it.each([
    ['en', enTesting],
    ['zh', zhTesting],
  ] as const)('has the header row in %s, with column names the server reads', async (_language, texts) => {
    const headers = ORDER.map((column) => texts.batch.columns[column]);
    // The server compares English names without case.
    for (const header of headers) expect(KNOWN).toContain(/^[A-Za-z]+$/.test(header) ? header.toLowerCase() : header);
    const files = unzipSync(new Uint8Array(await (await sampleTemplateBlob(headers, texts.batch.sheet)).arrayBuffer()));
    const shared = strFromU8(files['xl/sharedStrings.xml']);
    for (const header of headers) expect(shared).toContain(header);
    expect(strFromU8(files['xl/workbook.xml'])).toContain(`name="${texts.batch.sheet}"`);
  });
});
